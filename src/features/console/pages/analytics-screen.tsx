import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { chinaDay, rangeKey, rangeOfSearch } from '../analytics-rules';
import { AnalyticsDashboardView } from '../components/analytics-dashboard';
import { useConsoleTitle } from '../hooks/use-console-title';
import { selectCsvExport, selectDashboard } from '../store/analytics-feature';
import { csvRequested, dashboardRequested } from '../store/analytics-slice';

/** The site statistics (/console/analytics, admins and editors; issue #14): the range lives in the address. */
export function AnalyticsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  // The console renders in the browser only, so "today" may be read here.
  const [today] = useState(() => chinaDay(new Date()));
  const range = useMemo(() => rangeOfSearch(searchParams, today), [searchParams, today]);
  const dashboard = useAppSelector(selectDashboard);
  const csvExport = useAppSelector(selectCsvExport);
  const title = intl.formatMessage({ id: 'console.analytics.title' });
  useConsoleTitle(title);

  useEffect(() => {
    dispatch(dashboardRequested(range));
  }, [range, dispatch]);

  return (
    <PageShell title={title}>
      <Text color="fg.muted" mb="6" maxW="3xl">
        {intl.formatMessage({ id: 'console.analytics.intro' })}
      </Text>
      <AnalyticsDashboardView
        range={range}
        today={today}
        status={dashboard.key === rangeKey(range) || dashboard.status === 'forbidden' ? dashboard.status : 'loading'}
        data={dashboard.data}
        exporting={csvExport.report}
        exportFailure={csvExport.failure}
        onRangeChange={(next) => setSearchParams(new URLSearchParams({ from: next.from, to: next.to }))}
        onExport={(report) => dispatch(csvRequested({ range, report }))}
        onRetry={() => dispatch(dashboardRequested(range))}
      />
    </PageShell>
  );
}
