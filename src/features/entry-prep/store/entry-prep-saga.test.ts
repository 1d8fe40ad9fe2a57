import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { HttpError } from '@/lib/http/http-error';
import { entryPrepApi, type EntrySteps } from '../api/entry-prep-api';
import type { EntryChoice } from '../entry-choice';
import { readLocalTicks, writeLocalTicks } from './checklist-storage';
import { ACCOUNT_SAVE_DELAY_MS, entryPrepSaga } from './entry-prep-saga';
import { checklistOpened, entryPrepSlice, entryStepsRequested, stepToggled } from './entry-prep-slice';

const choice: EntryChoice = { identity: 'foreigner', timing: 'after' };
const STEP_IDS = ['accommodation-registration', 'health-check', 'work-permit-card', 'residence-permit'];
const KEY = 'foreigner:after';
const TOKEN = 'session-token';

function setUp() {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { entryPrep: entryPrepSlice.reducer }, middleware: (getDefault) => getDefault({ thunk: false }).concat(saga) });
  saga.run(entryPrepSaga);
  return { store, checklist: () => store.getState().entryPrep.checklist };
}

const toggle = (id: string, done: boolean) => stepToggled(choice, id, done, STEP_IDS);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the entry steps saga', () => {
  it('loads the steps of a choice, and marks a failed load for its retry', async () => {
    const data: EntrySteps = { identity: 'foreigner', timing: 'after', steps: [] };
    const steps = vi.spyOn(entryPrepApi, 'steps').mockResolvedValueOnce(data).mockRejectedValueOnce(new HttpError('network'));
    const { store } = setUp();
    store.dispatch(entryStepsRequested(choice, 'TC'));
    await vi.waitFor(() => expect(store.getState().entryPrep.steps.status).toBe('ready'));
    expect(store.getState().entryPrep.steps.data).toEqual(data);
    expect(steps).toHaveBeenCalledWith(choice, 'TC');
    store.dispatch(entryStepsRequested({ identity: 'hkMacao', timing: 'before' }, 'TC'));
    await vi.waitFor(() => expect(store.getState().entryPrep.steps.status).toBe('error'));
    // The other choice's steps are not shown meanwhile.
    expect(store.getState().entryPrep.steps.data).toBeUndefined();
  });
});

describe('the checklist saga', () => {
  it('keeps a visitor who is not signed in to this browser, read only once the page has come to life', async () => {
    const get = vi.spyOn(entryPrepApi, 'checklist');
    const put = vi.spyOn(entryPrepApi, 'saveChecklist');
    writeLocalTicks(KEY, ['residence-permit', 'a-step-since-removed', 'accommodation-registration']);
    const { store, checklist } = setUp();
    // A tick before the list is read would be lost: it is ignored (the boxes are disabled until then).
    store.dispatch(toggle('health-check', true));
    expect(checklist().ticked).toEqual([]);

    store.dispatch(checklistOpened(choice, STEP_IDS, null));
    await vi.waitFor(() => expect(checklist().restored).toBe(true));
    expect(checklist()).toMatchObject({ key: KEY, ticked: ['accommodation-registration', 'residence-permit'], account: 'none', owner: null });

    store.dispatch(toggle('health-check', true));
    store.dispatch(toggle('residence-permit', false));
    expect(checklist().ticked).toEqual(['accommodation-registration', 'health-check']);
    expect(readLocalTicks(KEY)).toEqual(['accommodation-registration', 'health-check']);
    // Each identity and timing has its own list.
    expect(readLocalTicks('hkMacao:after')).toEqual([]);
    expect(get).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it('merges the browser and the account when signed in, and saves the union back', async () => {
    writeLocalTicks(KEY, ['health-check']);
    vi.spyOn(entryPrepApi, 'checklist').mockResolvedValue({ ticked: ['residence-permit', 'accommodation-registration'] });
    const put = vi.spyOn(entryPrepApi, 'saveChecklist').mockImplementation(async (_choice, ticked) => ({ ticked: [...ticked] }));
    const { store, checklist } = setUp();
    store.dispatch(checklistOpened(choice, STEP_IDS, TOKEN));
    expect(checklist().account).toBe('loading');
    await vi.waitFor(() => expect(checklist().account).toBe('saved'));
    const union = ['accommodation-registration', 'health-check', 'residence-permit'];
    expect(checklist().ticked).toEqual(union);
    expect(put).toHaveBeenCalledExactlyOnceWith(choice, union);
    expect(readLocalTicks(KEY)).toEqual(union);
  });

  it('sends nothing back when the account already holds every tick', async () => {
    writeLocalTicks(KEY, ['health-check']);
    vi.spyOn(entryPrepApi, 'checklist').mockResolvedValue({ ticked: ['health-check', 'work-permit-card'] });
    const put = vi.spyOn(entryPrepApi, 'saveChecklist');
    const { store, checklist } = setUp();
    store.dispatch(checklistOpened(choice, STEP_IDS, TOKEN));
    await vi.waitFor(() => expect(checklist().account).toBe('saved'));
    expect(checklist().ticked).toEqual(['health-check', 'work-permit-card']);
    expect(put).not.toHaveBeenCalled();
  });

  it('saves quick ticks to the account once, a moment after the last', async () => {
    vi.useFakeTimers();
    vi.spyOn(entryPrepApi, 'checklist').mockResolvedValue({ ticked: [] });
    const put = vi.spyOn(entryPrepApi, 'saveChecklist').mockImplementation(async (_choice, ticked) => ({ ticked: [...ticked] }));
    const { store, checklist } = setUp();
    store.dispatch(checklistOpened(choice, STEP_IDS, TOKEN));
    await vi.waitFor(() => expect(checklist().account).toBe('saved'));

    store.dispatch(toggle('health-check', true));
    await vi.advanceTimersByTimeAsync(ACCOUNT_SAVE_DELAY_MS / 2);
    store.dispatch(toggle('work-permit-card', true));
    store.dispatch(toggle('accommodation-registration', true));
    await vi.advanceTimersByTimeAsync(ACCOUNT_SAVE_DELAY_MS - 1);
    expect(put).not.toHaveBeenCalled();
    // The browser has every tick already.
    expect(readLocalTicks(KEY)).toEqual(['accommodation-registration', 'health-check', 'work-permit-card']);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(checklist().account).toBe('saved'));
    expect(put).toHaveBeenCalledExactlyOnceWith(choice, ['accommodation-registration', 'health-check', 'work-permit-card']);
  });

  it('keeps the ticks in the browser when the account cannot be reached', async () => {
    vi.useFakeTimers();
    writeLocalTicks(KEY, ['health-check']);
    vi.spyOn(entryPrepApi, 'checklist').mockRejectedValue(new HttpError('network'));
    const put = vi.spyOn(entryPrepApi, 'saveChecklist').mockRejectedValue(new HttpError('server', { status: 503 }));
    const { store, checklist } = setUp();
    store.dispatch(checklistOpened(choice, STEP_IDS, TOKEN));
    await vi.waitFor(() => expect(checklist().account).toBe('failed'));
    expect(checklist().ticked).toEqual(['health-check']);

    store.dispatch(toggle('residence-permit', true));
    expect(readLocalTicks(KEY)).toEqual(['health-check', 'residence-permit']);
    await vi.advanceTimersByTimeAsync(ACCOUNT_SAVE_DELAY_MS);
    await vi.waitFor(() => expect(put).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(checklist().account).toBe('failed'));
    expect(checklist().ticked).toEqual(['health-check', 'residence-permit']);
  });

  it('joins the account when the visitor signs in on the page, keeping the ticks made before', async () => {
    vi.spyOn(entryPrepApi, 'checklist').mockResolvedValue({ ticked: ['work-permit-card'] });
    const put = vi.spyOn(entryPrepApi, 'saveChecklist').mockImplementation(async (_choice, ticked) => ({ ticked: [...ticked] }));
    const { store, checklist } = setUp();
    store.dispatch(checklistOpened(choice, STEP_IDS, null));
    await vi.waitFor(() => expect(checklist().restored).toBe(true));
    store.dispatch(toggle('health-check', true));

    store.dispatch(checklistOpened(choice, STEP_IDS, TOKEN));
    await vi.waitFor(() => expect(checklist().account).toBe('saved'));
    expect(checklist().ticked).toEqual(['health-check', 'work-permit-card']);
    expect(put).toHaveBeenCalledExactlyOnceWith(choice, ['health-check', 'work-permit-card']);
  });
});
