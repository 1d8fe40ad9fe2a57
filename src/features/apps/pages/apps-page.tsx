import { useIntl } from 'react-intl';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { usePageHeading } from '@/lib/router/route-handle';
import { AppsGuide } from '../components/apps-guide';
import { appsGuideRequested } from '../store/apps-slice';
import { selectAppsGuide } from '../store/apps-feature';

/** The apps guide (spec §2 "app"): nine categories, each app with its set-up steps and official page. */
export default function AppsPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const guide = useAppSelector(selectAppsGuide);
  const current = guide.key === language;
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="6" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.app.intro' })}
      </Text>
      <AppsGuide
        status={current ? guide.status : 'loading'}
        categories={current ? guide.data : undefined}
        onRetry={() => dispatch(appsGuideRequested(language))}
      />
    </PageShell>
  );
}

/** The views for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { AppsGuide };
export { AppGuideCard } from '../components/app-guide-card';
