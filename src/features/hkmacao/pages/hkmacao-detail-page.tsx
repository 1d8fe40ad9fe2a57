import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { pageRoutes } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import { HkMacaoGuideView } from '../components/hkmacao-guide-view';
import { selectHkMacaoGuide } from '../store/hkmacao-feature';
import { hkMacaoGuideKey, hkMacaoGuideRequestOf } from '../store/hkmacao-query';
import { hkMacaoGuideRequested } from '../store/hkmacao-slice';

/** The hkmacaoDetail page (spec §2): one guide by `?documentNo=`, with breadcrumbs home › Hong Kong and Macao › title. */
export default function HkMacaoDetailPage() {
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const uiLanguage = useAppSelector((state) => state.language.current);
  const detail = useAppSelector(selectHkMacaoGuide);
  const { documentNo, language } = hkMacaoGuideRequestOf({ searchParams, language: uiLanguage });
  const key = hkMacaoGuideKey(documentNo, language);

  const guide = detail.key === key && detail.data?.documentNo === documentNo ? detail.data : undefined;
  const status = !documentNo ? 'missing' : detail.key === key ? detail.status : 'loading';
  const breadcrumbs = heading.breadcrumbs.map((crumb, index, all) => (index === all.length - 1 && guide ? { label: guide.title } : crumb));

  return (
    <PageShell title={guide?.title ?? heading.title} breadcrumbs={breadcrumbs}>
      <ContentStatus status={status} count={guide ? 1 : undefined} onRetry={documentNo ? () => dispatch(hkMacaoGuideRequested(documentNo, language)) : undefined}>
        {guide ? <HkMacaoGuideView guide={guide} /> : null}
      </ContentStatus>
      <Box mt="10">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={pageRoutes.hkmacao}>
            <FormattedMessage id="hkmacao.detail.back" />
          </RouterLink>
        </Link>
      </Box>
    </PageShell>
  );
}

/** The view for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { HkMacaoGuideView };
