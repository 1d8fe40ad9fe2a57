import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Heading, Link, List, Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { pageRoutes } from '@/lib/routes';
import { pageTitleId, usePageHeading } from '@/lib/router/route-handle';

export type JourneyTheme = 'study' | 'work' | 'invest' | 'life';

const SHORTCUTS = ['calculator', 'lifepage', 'events'] as const;

/** The four journey themes share one screen: four steps and shortcuts to calculator, life and events (spec §2). */
export default function JourneyPage({ theme }: { theme: JourneyTheme }) {
  const intl = useIntl();
  const heading = usePageHeading();
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text data-testid="page-intro">{intl.formatMessage({ id: `page.${theme}.intro` })}</Text>
      <Heading as="h2" size="md" mt="6" mb="2">
        {intl.formatMessage({ id: 'journey.shortcuts.title' })}
      </Heading>
      <List.Root variant="plain" gap="1">
        {SHORTCUTS.map((name) => (
          <List.Item key={name}>
            <Link asChild color="brand.fg">
              <RouterLink to={pageRoutes[name]}>{intl.formatMessage({ id: pageTitleId(name) })}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </PageShell>
  );
}
