import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { TabNav } from '@/components/ui/tab-nav';
import { SERVICE_TABS } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import type { ServiceQuery } from '../api/services-api';
import { ServiceFilters } from '../components/service-filters';
import { ServicesResults } from '../components/services-results';
import { queryFromSearch, queryKey, searchFromQuery } from '../store/service-query';
import { servicesListRequested } from '../store/services-slice';
import { selectServicesList, selectTalentTypes } from '../store/services-feature';
import { talentLabelsOf } from '../store/talent-labels';

/**
 * The services page (spec §2): six tabs chosen by `?active=0..5` (a bad value shows the first), each with keyword
 * search, a talent-type filter, a count and pages, all kept in the URL. Its data is loaded for the route
 * (servicesPageData), on the server or on navigation.
 */
export default function ServicesPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useAppSelector((state) => state.language.current);
  const list = useAppSelector(selectServicesList);
  const talentTypes = useAppSelector(selectTalentTypes);

  const search = searchParams.toString();
  const query = useMemo(() => queryFromSearch(new URLSearchParams(search)), [search]);
  const key = queryKey(query, language);
  const talentLabels = useMemo(() => talentLabelsOf(talentTypes.data), [talentTypes.data]);

  const change = (next: ServiceQuery) => setSearchParams(searchFromQuery(next));
  const hrefOf = (next: ServiceQuery) => `${pathname}?${searchFromQuery(next).toString()}`;
  const tabTitle = intl.formatMessage({ id: `services.tab.${SERVICE_TABS[query.active]}` });

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="6" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.services.intro' })}
      </Text>
      <TabNav
        ariaLabel={intl.formatMessage({ id: 'services.tabs.label' })}
        activeKey={SERVICE_TABS[query.active] ?? ''}
        // A tab starts unfiltered at its first page.
        items={SERVICE_TABS.map((tab, index) => ({
          key: tab,
          to: hrefOf({ active: index, keyword: '', talentType: [], page: 1 }),
          label: intl.formatMessage({ id: `services.tab.${tab}` }),
        }))}
      />
      <Text as="h2" srOnly>
        {tabTitle}
      </Text>
      <Text mb="6" data-testid="services-tab-intro">
        {intl.formatMessage({ id: `services.tabIntro.${SERVICE_TABS[query.active]}` })}
      </Text>
      <ServiceFilters query={query} talentTypes={talentTypes.data} onChange={change} />
      <ServicesResults
        status={list.key === key ? list.status : 'loading'}
        page={list.data}
        active={query.active}
        talentLabels={talentLabels}
        hrefOfPage={(page) => hrefOf({ ...query, page })}
        onRetry={() => dispatch(servicesListRequested(query, language))}
      />
    </PageShell>
  );
}
