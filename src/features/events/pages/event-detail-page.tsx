import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { pageRoutes, withQuery } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import { EVENT_STATES } from '../api/events-api';
import { EventDetailView } from '../components/event-detail-view';
import { eventDetailKey, eventDetailRequested } from '../store/events-slice';
import { selectEventDetail } from '../store/events-feature';
import { eventDetailRequestOf } from '../store/events-page-data';

/**
 * The eventsDetail page (spec §2: documentNo, language, state). The `language` of a shared link picks the text;
 * without it the interface language does. `state` only says which tab the visitor came from: the badge shows the
 * state the server computes now.
 */
export default function EventDetailPage() {
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const uiLanguage = useAppSelector((state) => state.language.current);
  const detail = useAppSelector(selectEventDetail);
  const { documentNo, language, from: fromState } = eventDetailRequestOf({ searchParams, language: uiLanguage });
  const key = eventDetailKey(documentNo, language);

  const event = detail.key === key && detail.data?.documentNo === documentNo ? detail.data : undefined;
  const status = !documentNo ? 'missing' : detail.key === key ? detail.status : 'loading';
  const listCrumb = withQuery(pageRoutes.events, { active: fromState ? EVENT_STATES.indexOf(fromState) : undefined });
  const breadcrumbs = heading.breadcrumbs.map((crumb, index, all) => {
    if (index === all.length - 1 && event) return { label: event.title };
    if (crumb.to === pageRoutes.events) return { ...crumb, to: listCrumb };
    return crumb;
  });

  return (
    <PageShell title={event?.title ?? heading.title} breadcrumbs={breadcrumbs}>
      <ContentStatus
        status={status}
        count={event ? 1 : undefined}
        onRetry={documentNo ? () => dispatch(eventDetailRequested(documentNo, language, fromState)) : undefined}
      >
        {event ? <EventDetailView event={event} language={uiLanguage} /> : null}
      </ContentStatus>
      <Box mt="10">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={listCrumb}>
            <FormattedMessage id="events.detail.back" />
          </RouterLink>
        </Link>
      </Box>
    </PageShell>
  );
}

/** The view for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { EventDetailView };
