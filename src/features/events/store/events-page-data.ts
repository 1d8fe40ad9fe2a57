import { isLanguage, LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import type { PageData, PageHeadOf, PageRequest } from '@/lib/router/page-data';
import { activeTabOf, pageNumberOf } from '@/lib/router/use-query-tab';
import { EVENT_STATES, type EventDetail, type EventState } from '../api/events-api';
import { eventDetailKey, eventDetailRequested, eventListKey, eventsListRequested, type EventsState, eventsSlice } from './events-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './events-feature';

type State = { events?: EventsState };

/** The tab (`?active=`) and page (`?page=`) of the events list a URL asks for. */
export function eventsListRequestOf(searchParams: URLSearchParams): { state: EventState; page: number } {
  return { state: EVENT_STATES[activeTabOf(searchParams, EVENT_STATES.length)] ?? 'upcoming', page: pageNumberOf(searchParams) };
}

export function asEventState(value: string | null): EventState | undefined {
  return (EVENT_STATES as readonly string[]).includes(value ?? '') ? (value as EventState) : undefined;
}

/** A shared detail link's `language` picks the text; without it the interface language does (spec §2). */
export function eventDetailRequestOf({ searchParams, language }: PageRequest): { documentNo: string; language: Language; from: EventState | undefined } {
  const requested = searchParams.get('language');
  return {
    documentNo: searchParams.get('documentNo') ?? '',
    language: isLanguage(requested) ? requested : language,
    from: asEventState(searchParams.get('state')),
  };
}

export const eventsPageData: PageData<State> = ({ searchParams, language }, { events = eventsSlice.getInitialState() }) => {
  const { state, page } = eventsListRequestOf(searchParams);
  return events.list.key === eventListKey(state, page, language) ? [] : [eventsListRequested(state, page, language)];
};

export const eventDetailPageData: PageData<State> = (request, { events = eventsSlice.getInitialState() }) => {
  const { documentNo, language, from } = eventDetailRequestOf(request);
  return documentNo && events.detail.key !== eventDetailKey(documentNo, language) ? [eventDetailRequested(documentNo, language, from)] : [];
};

/** schema.org Event: lets search engines show the date and place. */
function eventStructuredData(event: EventDetail): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.address },
    organizer: { '@type': 'Organization', name: event.organiser },
    ...(event.banner ? { image: event.banner } : {}),
    inLanguage: LOCALE_TAG[event.language],
  };
}

export const eventDetailHead: PageHeadOf<State> = (request, { events = eventsSlice.getInitialState() }) => {
  const { documentNo, language } = eventDetailRequestOf(request);
  const { detail } = events;
  if (detail.key !== eventDetailKey(documentNo, language) || detail.data?.documentNo !== documentNo) return undefined;
  return { title: detail.data.title, description: detail.data.summary, structuredData: eventStructuredData(detail.data) };
};
