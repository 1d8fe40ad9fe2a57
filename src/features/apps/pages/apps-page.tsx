import { useIntl } from 'react-intl';
import { Heading, List, Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { usePageHeading } from '@/lib/router/route-handle';

/** The nine categories of spec §2, in the spec's order. */
export const APP_CATEGORIES = [
  'social',
  'commute',
  'travel',
  'shopping',
  'food',
  'housing',
  'jobs',
  'entertainment',
  'logistics',
] as const;

export default function AppsPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text data-testid="page-intro">{intl.formatMessage({ id: 'page.app.intro' })}</Text>
      <List.Root mt="4" ps="5" gap="1" data-testid="app-categories">
        {APP_CATEGORIES.map((key) => (
          <List.Item key={key}>
            <Heading as="h2" size="sm" fontWeight="normal">
              {intl.formatMessage({ id: `apps.category.${key}` })}
            </Heading>
          </List.Item>
        ))}
      </List.Root>
    </PageShell>
  );
}
