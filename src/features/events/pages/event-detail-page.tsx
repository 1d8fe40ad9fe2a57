import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { isLanguage } from '@/lib/i18n/languages';
import { pageRoutes, withQuery } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import { EVENT_STATES, type EventState } from '../api/events-api';
import { EventDetailView } from '../components/event-detail-view';
import { eventDetailKey, eventDetailRequested, selectEventDetail } from '../store/events-slice';

function asState(value: string | null): EventState | undefined {
  return (EVENT_STATES as readonly string[]).includes(value ?? '') ? (value as EventState) : undefined;
}

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
  const documentNo = searchParams.get('documentNo') ?? '';
  const requested = searchParams.get('language');
  const language = isLanguage(requested) ? requested : uiLanguage;
  const fromState = asState(searchParams.get('state'));
  const key = eventDetailKey(documentNo, language);

  useEffect(() => {
    if (documentNo && detail.key !== key) dispatch(eventDetailRequested(documentNo, language, fromState));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);

  const event = detail.key === key && detail.data?.documentNo === documentNo ? detail.data : undefined;
  const status = !documentNo ? 'error' : detail.key === key ? detail.status : 'loading';
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
