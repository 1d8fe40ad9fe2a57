import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { LIFE_TABS, pageRoutes, withQuery } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import { LifeDetailView } from '../components/life-detail-view';
import { selectLifeDetail } from '../store/life-feature';
import { lifeDetailKey, lifeDetailRequestOf } from '../store/life-query';
import { lifeDetailRequested } from '../store/life-slice';

/**
 * The lifedetail page (documentNo, language, active). Breadcrumbs: home › life › the tab › the title; the tab crumb
 * and the back link return to the entry's tab.
 */
export default function LifeDetailPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const uiLanguage = useAppSelector((state) => state.language.current);
  const detail = useAppSelector(selectLifeDetail);
  const { documentNo, language, active } = lifeDetailRequestOf({ searchParams, language: uiLanguage });
  const key = lifeDetailKey(documentNo, language);

  const entry = detail.key === key && detail.data?.documentNo === documentNo ? detail.data : undefined;
  const status = !documentNo ? 'missing' : detail.key === key ? detail.status : 'loading';
  // The entry's own tab once known (a shared link may lack `active`), else the one the URL names.
  const tab = entry && LIFE_TABS.includes(entry.tab) ? LIFE_TABS.indexOf(entry.tab) : active;
  const tabLink = withQuery(pageRoutes.lifepage, { active: tab });
  const tabCrumb = { label: intl.formatMessage({ id: `life.tab.${LIFE_TABS[tab]}` }), to: tabLink };
  const breadcrumbs = heading.breadcrumbs.flatMap((crumb, index, all) =>
    index === all.length - 1 ? [tabCrumb, entry ? { label: entry.title } : crumb] : [crumb],
  );

  return (
    <PageShell title={entry?.title ?? heading.title} breadcrumbs={breadcrumbs}>
      <ContentStatus
        status={status}
        count={entry ? 1 : undefined}
        onRetry={documentNo ? () => dispatch(lifeDetailRequested(documentNo, language)) : undefined}
      >
        {entry ? <LifeDetailView entry={entry} /> : null}
      </ContentStatus>
      <Box mt="10">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={tabLink}>
            <FormattedMessage id="life.detail.back" values={{ tab: tabCrumb.label }} />
          </RouterLink>
        </Link>
      </Box>
    </PageShell>
  );
}

/** The view for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { LifeDetailView };
