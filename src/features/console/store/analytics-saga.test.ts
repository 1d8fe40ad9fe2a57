import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { HttpError } from '@/lib/http/http-error';
import { analyticsApi, type AnalyticsDashboard } from '../api/analytics-api';
import { chinaDay, isValidRange, rangeOfSearch } from '../analytics-rules';
import { analyticsSaga } from './analytics-saga';
import { analyticsSlice, csvRequested, dashboardRequested } from './analytics-slice';

const range = { from: '2026-11-01', to: '2026-11-07' };
const dashboard = { ...range, totals: { visitors: 2, pageviews: 3, events: 1 } } as AnalyticsDashboard;

function setUp() {
  const saveFile = vi.fn<(file: Blob, name: string) => void>();
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { consoleAnalytics: analyticsSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  saga.run(analyticsSaga, { saveFile });
  return { store, state: () => store.getState().consoleAnalytics, saveFile };
}

afterEach(() => vi.restoreAllMocks());

describe('the statistics saga', () => {
  it('loads the range asked for', async () => {
    const ask = vi.spyOn(analyticsApi, 'dashboard').mockResolvedValue(dashboard);
    const { store, state } = setUp();
    store.dispatch(dashboardRequested(range));
    expect(state().dashboard).toMatchObject({ key: '2026-11-01..2026-11-07', status: 'loading' });
    await vi.waitFor(() => expect(state().dashboard).toMatchObject({ status: 'ready', data: dashboard }));
    expect(ask).toHaveBeenCalledWith(range);
  });

  it('says forbidden for a console user without the statistics, and keeps the last numbers on a failure', async () => {
    const ask = vi.spyOn(analyticsApi, 'dashboard').mockResolvedValueOnce(dashboard).mockRejectedValueOnce(new HttpError('server', { status: 500 }));
    const { store, state } = setUp();
    store.dispatch(dashboardRequested(range));
    await vi.waitFor(() => expect(state().dashboard.status).toBe('ready'));
    store.dispatch(dashboardRequested({ from: '2026-10-01', to: '2026-10-31' }));
    await vi.waitFor(() => expect(state().dashboard).toMatchObject({ status: 'error', data: dashboard }));
    ask.mockRejectedValueOnce(new HttpError('server', { status: 403 }));
    store.dispatch(dashboardRequested(range));
    await vi.waitFor(() => expect(state().dashboard).toMatchObject({ status: 'forbidden', data: undefined }));
  });

  it('hands the CSV of a part to the browser under its name', async () => {
    const file = new Blob(['day,visitors,pageviews\n'], { type: 'text/csv' });
    const ask = vi.spyOn(analyticsApi, 'csv').mockResolvedValue(file);
    const { store, state, saveFile } = setUp();
    store.dispatch(csvRequested({ range, report: 'searches' }));
    expect(state().csvExport.report).toBe('searches');
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledWith(file, 'analytics-searches-2026-11-01-2026-11-07.csv'));
    expect(ask).toHaveBeenCalledWith(range, 'searches');
    expect(state().csvExport).toEqual({ report: null, failure: null });
  });
});

describe('the range', () => {
  it('comes from the address, else the last 30 China days', () => {
    expect(chinaDay(new Date('2026-11-26T16:30:00Z'))).toBe('2026-11-27');
    expect(rangeOfSearch(new URLSearchParams('from=2026-11-01&to=2026-11-07'), '2026-11-27')).toEqual(range);
    for (const search of ['', 'from=2026-11-08&to=2026-11-07', 'from=2026-02-30&to=2026-03-01', 'from=2024-01-01&to=2026-01-01', 'from=x&to=y']) {
      expect(rangeOfSearch(new URLSearchParams(search), '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    }
    expect(isValidRange({ from: '2025-11-27', to: '2026-11-27' })).toBe(true);
    expect(isValidRange({ from: '2025-11-26', to: '2026-11-27' })).toBe(false);
  });
});
