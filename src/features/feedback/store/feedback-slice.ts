import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { noticeShown, type Notice } from '@/lib/notice';

export { noticeShown, type Notice };

export interface FeedbackState {
  /** Requests in flight; the loading overlay shows while this is above zero. */
  pendingRequests: number;
  notices: Notice[];
  /** The start-up spinner; hidden APP_SPINNER_HIDE_MS after start (spec §9). */
  appSpinnerVisible: boolean;
}

const initialState: FeedbackState = { pendingRequests: 0, notices: [], appSpinnerVisible: true };

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
    noticeDismissed(state, action: PayloadAction<string>) {
      state.notices = state.notices.filter((n) => n.id !== action.payload);
    },
    appSpinnerHidden(state) {
      state.appSpinnerVisible = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(noticeShown, (state, action) => {
      // The same notice (e.g. a repeated language switch) is shown once.
      state.notices = state.notices.filter((n) => n.id !== action.payload.id);
      state.notices.push(action.payload);
    });
  },
  selectors: {
    selectOverlayOpen: (state) => state.pendingRequests > 0,
    selectNotices: (state) => state.notices,
    selectAppSpinnerVisible: (state) => state.appSpinnerVisible,
  },
});

export const { requestStarted, requestSettled, overlayForceClosed, noticeDismissed, appSpinnerHidden } =
  feedbackSlice.actions;
export const { selectOverlayOpen, selectNotices, selectAppSpinnerVisible } = feedbackSlice.selectors;
