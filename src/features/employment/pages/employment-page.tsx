import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Box, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { usePageHeading } from '@/lib/router/route-handle';
import type { JobQuery } from '../api/employment-api';
import { JobFilters } from '../components/job-filters';
import { SaveCurrentSearch } from '../components/save-current-search';
import { JobsResults } from '../components/jobs-results';
import { useAppliedJobNos } from '../hooks/use-applications';
import { selectJobsList } from '../store/employment-feature';
import { jobsListRequested } from '../store/employment-slice';
import { queryFromSearch, queryKey, searchFromQuery } from '../store/job-query';

/**
 * The job board (spec §2 employment): keyword search, category, salary and recruitment-type filters, order, count
 * and pages, all kept in the URL so Back undoes a filter. Its data is loaded for the route (employmentPageData), on
 * the server or on navigation.
 */
export default function EmploymentPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useAppSelector((state) => state.language.current);
  const list = useAppSelector(selectJobsList);
  // Empty on the server and until the browser has joined the session: the badges appear after hydration.
  const appliedJobNos = useAppliedJobNos();

  const search = searchParams.toString();
  const query = useMemo(() => queryFromSearch(new URLSearchParams(search)), [search]);
  const key = queryKey(query, language);

  const hrefOf = (next: JobQuery) => {
    const nextSearch = searchFromQuery(next).toString();
    return nextSearch ? `${pathname}?${nextSearch}` : pathname;
  };

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="6" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.employment.intro' })}
      </Text>
      <JobFilters query={query} onChange={(next) => setSearchParams(searchFromQuery(next))} />
      <Box mb="4">
        <SaveCurrentSearch query={{ keyword: query.keyword, category: query.category, salary: query.salary, type: query.type }} />
      </Box>
      <JobsResults
        status={list.key === key ? list.status : 'loading'}
        page={list.data}
        appliedJobNos={appliedJobNos}
        hrefOfPage={(page) => hrefOf({ ...query, page })}
        onRetry={() => dispatch(jobsListRequested(query, language))}
      />
    </PageShell>
  );
}
