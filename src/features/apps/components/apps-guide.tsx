import { FormattedMessage, useIntl } from 'react-intl';
import { Box, chakra, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';
import type { ResourceStatus } from '@/lib/resource';
import type { GuideCategory } from '../api/apps-api';
import { AppGuideCard } from './app-guide-card';

export interface AppsGuideProps {
  status: ResourceStatus;
  categories: GuideCategory[] | undefined;
  onRetry: () => void;
}

/** Each category's section has this id, so a category can be linked to (`/pages/app#apps-food`). */
export const categoryAnchor = (category: string) => `apps-${category}`;

/** The guide: a list of the nine categories that jumps to each, then each category with its apps. */
export function AppsGuide({ status, categories, onRetry }: AppsGuideProps) {
  const intl = useIntl();
  return (
    <ContentStatus status={status} count={categories?.length} onRetry={onRetry}>
      {categories ? (
        <Stack gap="10">
          <chakra.nav aria-label={intl.formatMessage({ id: 'apps.nav.label' })} data-testid="app-categories">
            <chakra.ul display="flex" flexWrap="wrap" gap="2" listStyleType="none" m="0" p="0">
              {categories.map(({ category }) => (
                <li key={category}>
                  <Link
                    href={`#${categoryAnchor(category)}`}
                    display="inline-flex"
                    alignItems="center"
                    minH="11"
                    px="4"
                    borderWidth="1px"
                    borderRadius="full"
                    color="brand.fg"
                    textDecoration="none"
                    _hover={{ bg: 'brand.subtle' }}
                  >
                    <FormattedMessage id={`apps.category.${category}`} />
                  </Link>
                </li>
              ))}
            </chakra.ul>
          </chakra.nav>
          {categories.map(({ category, apps }) => (
            <Box as="section" key={category} id={categoryAnchor(category)} aria-labelledby={`${categoryAnchor(category)}-title`} scrollMarginTop="24" data-testid="app-category" data-category={category}>
              <Heading as="h2" size="xl" id={`${categoryAnchor(category)}-title`} mb="1">
                <FormattedMessage id={`apps.category.${category}`} />
              </Heading>
              <Text color="fg.muted" mb="4">
                <FormattedMessage id="apps.category.count" values={{ count: apps.length }} />
              </Text>
              <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 4 }} gap="5" listStyleType="none" m="0" p="0">
                {apps.map((app) => (
                  <li key={app.documentNo}>
                    <AppGuideCard app={app} />
                  </li>
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      ) : null}
    </ContentStatus>
  );
}
