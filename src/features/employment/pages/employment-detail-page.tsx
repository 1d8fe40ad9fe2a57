import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { pageRoutes } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import { JobDetailView } from '../components/job-detail-view';
import { ResumeDelivery } from '../components/resume-delivery';
import { useAppliedJobNos } from '../hooks/use-applications';
import { selectJobDetail } from '../store/employment-feature';
import { jobDetailRequested } from '../store/employment-slice';
import { detailRequestOf, jobDetailKey } from '../store/job-query';

/**
 * The employmentDetail page (documentNo, language): the job in full, the résumé area and similar jobs.
 * Breadcrumbs: home › recruitment › the job's title. An unknown job is a not-found view (404 on the server).
 */
export default function EmploymentDetailPage() {
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const uiLanguage = useAppSelector((state) => state.language.current);
  const detail = useAppSelector(selectJobDetail);
  // Empty on the server and until the browser has joined the session: the badges appear after hydration.
  const appliedJobNos = useAppliedJobNos();
  const { documentNo, language } = detailRequestOf({ searchParams, language: uiLanguage });
  const key = jobDetailKey(documentNo, language);

  const job = detail.key === key && detail.data?.documentNo === documentNo ? detail.data : undefined;
  const status = !documentNo ? 'missing' : detail.key === key ? detail.status : 'loading';
  const breadcrumbs = heading.breadcrumbs.map((crumb, index, all) => (index === all.length - 1 && job ? { label: job.title } : crumb));

  return (
    <PageShell title={job?.title ?? heading.title} breadcrumbs={breadcrumbs}>
      <ContentStatus status={status} count={job ? 1 : undefined} onRetry={documentNo ? () => dispatch(jobDetailRequested(documentNo, language)) : undefined}>
        {job ? (
          <JobDetailView job={job} appliedJobNos={appliedJobNos} resume={<ResumeDelivery job={job} />} />
        ) : null}
      </ContentStatus>
      <Box mt="10">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={pageRoutes.employment}>
            <FormattedMessage id="employment.detail.back" />
          </RouterLink>
        </Link>
      </Box>
    </PageShell>
  );
}

/** The view for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { JobDetailView };
