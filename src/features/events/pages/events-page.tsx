import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { TabNav } from '@/components/ui/tab-nav';
import { usePageHeading } from '@/lib/router/route-handle';
import { useQueryTab } from '@/lib/router/use-query-tab';
import { EventsList } from '../components/events-list';
import { eventListKey, eventsListRequested } from '../store/events-slice';
import { selectEventsList } from '../store/events-feature';
import { eventsListRequestOf } from '../store/events-page-data';

/** Tabs of spec §2, chosen with `?active=<index>`; each is one of the server's event states. */
export const TABS = ['upcoming', 'ongoing', 'past'] as const;

/** The events page (spec §2): upcoming, on-going and past tabs, each tab and page a URL of its own. */
export default function EventsPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { active, tabs } = useQueryTab(TABS);
  const language = useAppSelector((state) => state.language.current);
  const list = useAppSelector(selectEventsList);

  const { state, page } = eventsListRequestOf(searchParams);
  const key = eventListKey(state, page, language);

  const hrefOfPage = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('active', String(active));
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    return `${pathname}?${next.toString()}`;
  };

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="6" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.events.intro' })}
      </Text>
      <TabNav
        ariaLabel={intl.formatMessage({ id: 'events.tabs.label' })}
        activeKey={tabs[active]?.key ?? ''}
        items={tabs.map((tab) => {
          // A tab starts at its first page.
          const href = new URL(tab.href, 'http://x');
          href.searchParams.delete('page');
          return { key: tab.key, to: `${href.pathname}${href.search}`, label: intl.formatMessage({ id: `events.tab.${tab.key}` }) };
        })}
      />
      <EventsList
        status={list.key === key ? list.status : 'loading'}
        page={list.key === key || list.key?.startsWith(`${language}:${state}:`) ? list.data : undefined}
        language={language}
        hrefOfPage={hrefOfPage}
        onRetry={() => dispatch(eventsListRequested(state, page, language))}
      />
    </PageShell>
  );
}
