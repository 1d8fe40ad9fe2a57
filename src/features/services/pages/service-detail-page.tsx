import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { pageRoutes, SERVICE_TABS, withQuery } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import { ServiceDetailView } from '../components/service-detail-view';
import { detailRequestOf } from '../store/service-query';
import { serviceDetailKey, serviceDetailRequested } from '../store/services-slice';
import { selectServiceDetail, selectTalentTypes } from '../store/services-feature';
import { talentLabelsOf } from '../store/talent-labels';

/**
 * The serviceDetail page (spec §2: documentNo, language, active). Breadcrumbs: home › services › the tab › the
 * title; the tab crumb and the back link return to the tab the visitor came from.
 */
export default function ServiceDetailPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const uiLanguage = useAppSelector((state) => state.language.current);
  const detail = useAppSelector(selectServiceDetail);
  const talentTypes = useAppSelector(selectTalentTypes);
  const talentLabels = useMemo(() => talentLabelsOf(talentTypes.data), [talentTypes.data]);
  const { documentNo, language, active } = detailRequestOf({ searchParams, language: uiLanguage });
  const key = serviceDetailKey(documentNo, language);

  const service = detail.key === key && detail.data?.documentNo === documentNo ? detail.data : undefined;
  const status = !documentNo ? 'missing' : detail.key === key ? detail.status : 'loading';
  // The service's own tab once known (a shared link may lack `active`), else the one the URL names.
  const tab = service && SERVICE_TABS.includes(service.tab) ? SERVICE_TABS.indexOf(service.tab) : active;
  const tabLink = withQuery(pageRoutes.services, { active: tab });
  const tabCrumb = { label: intl.formatMessage({ id: `services.tab.${SERVICE_TABS[tab]}` }), to: tabLink };
  const breadcrumbs = heading.breadcrumbs.flatMap((crumb, index, all) => {
    if (index === all.length - 1) return [tabCrumb, service ? { label: service.title } : crumb];
    return [crumb];
  });

  return (
    <PageShell title={service?.title ?? heading.title} breadcrumbs={breadcrumbs}>
      <ContentStatus
        status={status}
        count={service ? 1 : undefined}
        onRetry={documentNo ? () => dispatch(serviceDetailRequested(documentNo, language)) : undefined}
      >
        {service ? <ServiceDetailView service={service} talentLabels={talentLabels} /> : null}
      </ContentStatus>
      <Box mt="10">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={tabLink}>
            <FormattedMessage id="services.detail.back" values={{ tab: tabCrumb.label }} />
          </RouterLink>
        </Link>
      </Box>
    </PageShell>
  );
}

/** The view for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { ServiceDetailView };
