import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { pageRoutes } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import { BenefitDetailView } from '../components/benefit-detail-view';
import { benefitDetailRequested, detailKey } from '../store/benefits-slice';
import { selectBenefitDetail } from '../store/benefits-feature';

/** The talentBenefitsDetail page (spec §2): one entry by `?documentNo=`, with breadcrumbs back to the list. */
export default function BenefitDetailPage() {
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const documentNo = searchParams.get('documentNo') ?? '';
  const language = useAppSelector((state) => state.language.current);
  const detail = useAppSelector(selectBenefitDetail);
  const key = detailKey(documentNo, language);

  const benefit = detail.key === key && detail.data?.documentNo === documentNo ? detail.data : undefined;
  const status = !documentNo ? 'missing' : detail.key === key ? detail.status : 'loading';
  const breadcrumbs = heading.breadcrumbs.map((crumb, index, all) =>
    index === all.length - 1 && benefit ? { label: benefit.title } : crumb,
  );

  return (
    <PageShell title={benefit?.title ?? heading.title} breadcrumbs={breadcrumbs}>
      <ContentStatus
        status={status}
        count={benefit ? 1 : undefined}
        onRetry={documentNo ? () => dispatch(benefitDetailRequested(documentNo, language)) : undefined}
      >
        {benefit ? <BenefitDetailView benefit={benefit} /> : null}
      </ContentStatus>
      <Box mt="10">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={pageRoutes.talentBenefits}>
            <FormattedMessage id="benefits.detail.back" />
          </RouterLink>
        </Link>
      </Box>
    </PageShell>
  );
}

/** The view for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { BenefitDetailView };
