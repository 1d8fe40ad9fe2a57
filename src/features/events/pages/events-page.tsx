import { useIntl } from 'react-intl';
import { Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { TabNav } from '@/components/ui/tab-nav';
import { usePageHeading } from '@/lib/router/route-handle';
import { useQueryTab } from '@/lib/router/use-query-tab';

/** Tabs of spec §2, chosen with `?active=<index>`. */
export const TABS = ['upcoming', 'ongoing', 'past'] as const;

/** The events page (spec §2) with its `?active=` tabs; the tab content arrives in a later issue. */
export default function EventsPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const { active, tabs } = useQueryTab(TABS);
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <TabNav
        ariaLabel={heading.title}
        activeKey={tabs[active]?.key ?? ''}
        items={tabs.map((tab) => ({ key: tab.key, to: tab.href, label: intl.formatMessage({ id: `events.tab.${tab.key}` }) }))}
      />
      <Text data-testid="page-intro">{intl.formatMessage({ id: 'page.events.intro' })}</Text>
    </PageShell>
  );
}
