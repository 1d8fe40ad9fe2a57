import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MyReport } from '../api/reports-api';
import { reportGenerated } from './reports-slice';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The signed-in user's saved reports (the profile's "My reports"). */
export interface MyReportsState {
  /** The session token the list was loaded with: another login starts it again; null is nobody's. */
  owner: string | null;
  status: LoadStatus;
  items: MyReport[];
  /** Reports whose deletion is on its way. */
  deleting: string[];
}

const initialState: MyReportsState = { owner: null, status: 'idle', items: [], deleting: [] };

export const myReportsSlice = createSlice({
  name: 'myReports',
  initialState,
  reducers: {
    myReportsRequested(state, action: PayloadAction<string>) {
      if (state.owner !== action.payload) Object.assign(state, { ...initialState, owner: action.payload });
      state.status = 'loading';
    },
    myReportsLoaded(state, action: PayloadAction<{ owner: string; items: MyReport[] }>) {
      if (state.owner !== action.payload.owner) return;
      state.status = 'ready';
      state.items = action.payload.items;
    },
    myReportsFailed(state, action: PayloadAction<{ owner: string }>) {
      if (state.owner === action.payload.owner) state.status = 'error';
    },
    /** The session ended: nothing of it stays in memory. */
    myReportsCleared() {
      return initialState;
    },
    myReportDeleteRequested(state, action: PayloadAction<string>) {
      if (!state.deleting.includes(action.payload)) state.deleting.push(action.payload);
    },
    myReportDeleted(state, action: PayloadAction<string>) {
      state.deleting = state.deleting.filter((id) => id !== action.payload);
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    myReportDeleteFailed(state, action: PayloadAction<string>) {
      state.deleting = state.deleting.filter((id) => id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // A report generated while signed in joins the list: it is read again when next shown.
    builder.addCase(reportGenerated, (state) => {
      if (state.status !== 'loading') state.status = 'idle';
    });
  },
  selectors: {
    selectMyReports: (state) => state,
  },
});

export const {
  myReportsRequested,
  myReportsLoaded,
  myReportsFailed,
  myReportsCleared,
  myReportDeleteRequested,
  myReportDeleted,
  myReportDeleteFailed,
} = myReportsSlice.actions;
