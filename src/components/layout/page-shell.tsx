import type { ReactNode } from 'react';
import { Box, chakra, Heading } from '@chakra-ui/react';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';

/** The id of every page's <main>; the header's skip link targets it. Pages without a PageShell use it too. */
export const MAIN_CONTENT_ID = 'main';

export interface PageShellProps {
  /** The page title, rendered as the page's only h1. */
  title: ReactNode;
  /** Trail from the home page to this page; the last entry is the current page. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Content beside the title (e.g. a search box). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a content page: breadcrumbs, h1 title, then the page's own content. */
export function PageShell({ title, breadcrumbs, actions, children }: PageShellProps) {
  return (
    <chakra.main id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="8" w="full" flex="1">
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <Box mb="4">
          <Breadcrumbs items={breadcrumbs} />
        </Box>
      ) : null}
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="4" mb="6">
        <Heading as="h1" size="2xl" color="brand.fg">
          {title}
        </Heading>
        {actions}
      </Box>
      {children}
    </chakra.main>
  );
}
