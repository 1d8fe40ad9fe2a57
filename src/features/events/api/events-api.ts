import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';

export const EVENT_STATES = ['upcoming', 'on-going', 'past'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const EVENTS_PAGE_SIZE = 12;

export interface EventItem {
  documentNo: string;
  title: string;
  summary: string;
  banner: string;
  location: string;
  /** Computed by the server from the start and end times at request time. */
  state: EventState;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  category: string;
  talent_category: string[];
  language: Language;
}

export interface EventDetail extends EventItem {
  body: string;
  address: string;
  organiser: string;
  /** Search text for a map service (Chinese, what local maps resolve best). */
  mapQuery: string;
  tags: string[];
  updatedAt: string;
}

export interface EventPage {
  list: EventItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The event as an iCalendar file: the browser downloads it and the calendar app offers to add it. */
export function calendarUrl(documentNo: string, language: Language): string {
  return `/api/events/calendar.ics?${new URLSearchParams({ documentNo, language }).toString()}`;
}

export const eventsApi = {
  list: (state: EventState, page: number, language: Language) =>
    api.get<EventPage>('/api/events', { params: { state, page, pageSize: EVENTS_PAGE_SIZE, language } }),
  detail: (documentNo: string, language: Language, state?: EventState) =>
    api.get<EventDetail>('/api/events/detail', { params: { documentNo, language, state } }),
};
