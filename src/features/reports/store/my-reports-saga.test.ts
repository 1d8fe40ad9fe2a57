import { afterEach, describe, expect, it, vi } from 'vitest';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { HttpError } from '@/lib/http/http-error';
import { reportsApi, type MyReport } from '../api/reports-api';
import { myReportsSaga } from './my-reports-saga';
import { myReportDeleteRequested, myReportsCleared, myReportsRequested, myReportsSlice } from './my-reports-slice';
import { reportGenerated } from './reports-slice';
import { TEST_REPORT } from './test-support/questionnaire';

const items: MyReport[] = [
  { id: 'newer', createdAt: '2026-03-16T04:00:00.000Z', shareUntil: '2026-04-15T04:00:00.000Z', eligibleCount: 3 },
  { id: 'older', createdAt: '2026-01-02T04:00:00.000Z', shareUntil: '2026-02-01T04:00:00.000Z', eligibleCount: 0 },
];

function setUp() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ myReports: myReportsSlice.reducer }),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  saga.run(myReportsSaga);
  return { store, mine: () => store.getState().myReports };
}

afterEach(() => vi.restoreAllMocks());

describe('my reports', () => {
  it('loads the list for the session, and forgets it when the session ends', async () => {
    vi.spyOn(reportsApi, 'mine').mockResolvedValue({ items });
    const { store, mine } = setUp();
    store.dispatch(myReportsRequested('token-1'));
    await vi.waitFor(() => expect(mine()).toEqual({ owner: 'token-1', status: 'ready', items, deleting: [] }));
    store.dispatch(myReportsCleared());
    expect(mine()).toEqual({ owner: null, status: 'idle', items: [], deleting: [] });
  });

  it('deletes one after the server agreed, and keeps it when the server refused', async () => {
    vi.spyOn(reportsApi, 'mine').mockResolvedValue({ items });
    const remove = vi.spyOn(reportsApi, 'remove').mockResolvedValueOnce({}).mockRejectedValueOnce(new HttpError('server', { status: 500 }));
    const { store, mine } = setUp();
    store.dispatch(myReportsRequested('token-1'));
    await vi.waitFor(() => expect(mine().status).toBe('ready'));
    store.dispatch(myReportDeleteRequested('older'));
    expect(mine().deleting).toEqual(['older']);
    await vi.waitFor(() => expect(mine().items.map((item) => item.id)).toEqual(['newer']));
    store.dispatch(myReportDeleteRequested('newer'));
    await vi.waitFor(() => expect(mine().deleting).toEqual([]));
    expect(mine().items.map((item) => item.id)).toEqual(['newer']);
    expect(remove).toHaveBeenCalledWith('older');
  });

  it('reads the list again after a report was generated', async () => {
    vi.spyOn(reportsApi, 'mine').mockResolvedValue({ items });
    const { store, mine } = setUp();
    store.dispatch(myReportsRequested('token-1'));
    await vi.waitFor(() => expect(mine().status).toBe('ready'));
    store.dispatch(reportGenerated({ key: 'x|EN', report: TEST_REPORT }));
    expect(mine().status).toBe('idle');
  });
});
