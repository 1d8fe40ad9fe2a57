import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markMissing, markReady, type Resource } from '@/lib/resource';
import type { EventDetail, EventPage, EventState } from '../api/events-api';

export interface EventsState {
  list: Resource<EventPage>;
  detail: Resource<EventDetail>;
}

const initialState: EventsState = { list: idleResource(), detail: idleResource() };

export const eventListKey = (state: EventState, page: number, language: Language) => `${language}:${state}:${page}`;
export const eventDetailKey = (documentNo: string, language: Language) => `${language}:${documentNo}`;

export const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    eventsListRequested: {
      reducer(state, action: PayloadAction<{ state: EventState; page: number; language: Language }>) {
        const { state: eventState, page, language } = action.payload;
        // Another tab's events must not stay on screen under this tab's name.
        if (!state.list.key?.startsWith(`${language}:${eventState}:`)) state.list.data = undefined;
        markLoading(state.list, eventListKey(eventState, page, language));
      },
      prepare(state: EventState, page: number, language: Language) {
        return { payload: { state, page, language } };
      },
    },
    eventsListLoaded(state, action: PayloadAction<{ key: string; data: EventPage }>) {
      markReady(state.list, action.payload.key, action.payload.data);
    },
    eventsListFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.list, action.payload.key);
    },
    eventDetailRequested: {
      reducer(state, action: PayloadAction<{ documentNo: string; language: Language; state?: EventState }>) {
        if (state.detail.data?.documentNo !== action.payload.documentNo) state.detail.data = undefined;
        markLoading(state.detail, eventDetailKey(action.payload.documentNo, action.payload.language));
      },
      prepare(documentNo: string, language: Language, eventState?: EventState) {
        return { payload: { documentNo, language, state: eventState } };
      },
    },
    eventDetailLoaded(state, action: PayloadAction<{ key: string; data: EventDetail }>) {
      markReady(state.detail, action.payload.key, action.payload.data);
    },
    /** `missing`: the server has no such document (a not-found view, not a retry). */
    eventDetailFailed(state, action: PayloadAction<{ key: string; missing?: boolean }>) {
      (action.payload.missing ? markMissing : markFailed)(state.detail, action.payload.key);
    },
  },
  selectors: {
    selectEventsList: (state) => state.list,
    selectEventDetail: (state) => state.detail,
  },
});

export const {
  eventsListRequested,
  eventsListLoaded,
  eventsListFailed,
  eventDetailRequested,
  eventDetailLoaded,
  eventDetailFailed,
} = eventsSlice.actions;
