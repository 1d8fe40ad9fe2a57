import { useIntl } from 'react-intl';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { usePageHeading } from '@/lib/router/route-handle';
import { AboutView } from '../components/about-view';
import { selectAbout } from '../store/about-feature';
import { aboutRequested } from '../store/about-slice';

/** The about page (spec §2, the header's engage/about): the zone at a glance, key figures, and the service hall. */
export default function AboutPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const about = useAppSelector(selectAbout);
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="8" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.about.intro' })}
      </Text>
      <ContentStatus
        status={about.key === language ? about.status : 'loading'}
        count={about.key === language && about.data ? 1 : undefined}
        onRetry={() => dispatch(aboutRequested(language))}
      >
        {about.data ? <AboutView about={about.data} /> : null}
      </ContentStatus>
    </PageShell>
  );
}

/** The view for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { AboutView };
