import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A message shown to the user: a toast (transient) or an alert (modal, with a title). */
export interface Notice {
  id: string;
  kind: 'toast' | 'alert';
  status: 'success' | 'error' | 'info' | 'warning';
  /** A message id from locales/, or literal text that came from the server. */
  messageId?: string;
  values?: Record<string, string | number>;
  text?: string;
  titleId?: string;
}

export interface FeedbackState {
  /** Requests in flight; the loading overlay shows while this is above zero. */
  pendingRequests: number;
  notices: Notice[];
}

const initialState: FeedbackState = { pendingRequests: 0, notices: [] };

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    requestStarted(state) {
      state.pendingRequests += 1;
    },
    requestSettled(state) {
      state.pendingRequests = Math.max(0, state.pendingRequests - 1);
    },
    /** The 10 s fallback: close the overlay whatever is still pending. */
    overlayForceClosed(state) {
      state.pendingRequests = 0;
    },
    noticeShown(state, action: PayloadAction<Notice>) {
      state.notices.push(action.payload);
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.notices = state.notices.filter((n) => n.id !== action.payload);
    },
  },
  selectors: {
    selectOverlayOpen: (state) => state.pendingRequests > 0,
    selectNotices: (state) => state.notices,
  },
});

export const { requestStarted, requestSettled, overlayForceClosed, noticeShown, noticeDismissed } =
  feedbackSlice.actions;
export const { selectOverlayOpen, selectNotices } = feedbackSlice.selectors;
