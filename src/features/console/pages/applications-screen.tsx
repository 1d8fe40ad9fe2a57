import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ApplicationsFilters } from '../components/applications-filters';
import { ApplicationsTable } from '../components/applications-table';
import { applicationQueryKey, applicationQueryOf, searchOfApplicationQuery } from '../console-rules';
import { applicationHref, applicationsHref } from '../console-links';
import { useConsoleTitle } from '../hooks/use-console-title';
import { selectJobs, selectList } from '../store/console-feature';
import { jobsRequested, listRequested } from '../store/console-slice';

/**
 * The applications to the caller's jobs (/console/applications?jobNo=&status=&page=): filters and page live in the
 * URL; every visit asks the server again, so statuses set elsewhere show.
 */
export function ApplicationsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => applicationQueryOf(searchParams), [searchParams]);
  const key = applicationQueryKey(query);
  const list = useAppSelector(selectList);
  const jobs = useAppSelector(selectJobs);
  const title = intl.formatMessage({ id: 'console.applications.title' });
  useConsoleTitle(title);

  useEffect(() => {
    dispatch(listRequested(query));
  }, [query, dispatch]);

  useEffect(() => {
    if (jobs.status === 'idle') dispatch(jobsRequested());
  }, [jobs.status, dispatch]);

  const filtered = query.jobNo !== undefined || query.status !== undefined;
  return (
    <PageShell title={title}>
      <Text mb="6" color="fg.muted">
        {intl.formatMessage({ id: 'console.applications.intro' })}
      </Text>
      <ApplicationsFilters
        jobNo={query.jobNo}
        status={query.status}
        jobs={jobs.data}
        jobsFailed={jobs.status === 'error'}
        onChange={(next) => setSearchParams(new URLSearchParams(stringValues(searchOfApplicationQuery({ ...next, page: 1 }))))}
        clearHref={filtered ? applicationsHref({ page: 1 }) : undefined}
      />
      <ApplicationsTable
        status={list.key === key ? list.status : 'loading'}
        page={list.data}
        filtered={filtered}
        detailHrefOf={applicationHref}
        pageHrefOf={(page) => applicationsHref({ ...query, page })}
        onRetry={() => dispatch(listRequested(query))}
      />
    </PageShell>
  );
}

function stringValues(values: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}
