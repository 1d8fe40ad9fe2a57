import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '@/lib/account/form-failure';
import type { AnalyticsDashboard, AnalyticsRange, CsvReport } from '../api/analytics-api';
import { rangeKey } from '../analytics-rules';

export type DashboardStatus = 'idle' | 'loading' | 'ready' | 'error' | 'forbidden';

export interface AnalyticsState {
  /** The range the data answers (`from..to`); the last data stays on screen while another range loads. */
  dashboard: { key: string | null; status: DashboardStatus; data: AnalyticsDashboard | undefined };
  csvExport: { report: CsvReport | null; failure: FormFailure | null };
}

const initialState: AnalyticsState = {
  dashboard: { key: null, status: 'idle', data: undefined },
  csvExport: { report: null, failure: null },
};

export const analyticsSlice = createSlice({
  name: 'consoleAnalytics',
  initialState,
  reducers: {
    dashboardRequested(state, action: PayloadAction<AnalyticsRange>) {
      state.dashboard.key = rangeKey(action.payload);
      state.dashboard.status = 'loading';
    },
    dashboardLoaded(state, action: PayloadAction<AnalyticsDashboard>) {
      state.dashboard = { key: rangeKey(action.payload), status: 'ready', data: action.payload };
    },
    dashboardFailed(state, action: PayloadAction<'error' | 'forbidden'>) {
      state.dashboard.status = action.payload;
      if (action.payload === 'forbidden') state.dashboard.data = undefined;
    },
    csvRequested(state, action: PayloadAction<{ range: AnalyticsRange; report: CsvReport }>) {
      state.csvExport = { report: action.payload.report, failure: null };
    },
    csvExported(state) {
      state.csvExport = { report: null, failure: null };
    },
    csvFailed(state, action: PayloadAction<FormFailure>) {
      state.csvExport = { report: null, failure: action.payload };
    },
  },
  selectors: {
    selectDashboard: (state) => state.dashboard,
    selectCsvExport: (state) => state.csvExport,
  },
});

export const { dashboardRequested, dashboardLoaded, dashboardFailed, csvRequested, csvExported, csvFailed } = analyticsSlice.actions;
