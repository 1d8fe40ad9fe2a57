import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { HttpError } from '@/lib/http/http-error';
import { reportsApi, type ReportAnswers } from '../api/reports-api';
import { ANSWERS_STORAGE_KEY } from './answers-storage';
import { reportsSaga } from './reports-saga';
import {
  answerChanged,
  flowRestarted,
  generateRequested,
  navigationDone,
  nextRequested,
  previousRequested,
  questionnaireRequested,
  reportFlowOpened,
  reportRequested,
  reportsSlice,
} from './reports-slice';
import { COMPLETE_ANSWERS, TEST_QUESTIONNAIRE, TEST_REPORT } from './test-support/questionnaire';

async function setUp(language: 'EN' | 'CN' | 'TC' = 'EN') {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ reports: reportsSlice.reducer, language: (state: { current: string } = { current: language }) => state }),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  saga.run(reportsSaga);
  const reports = () => store.getState().reports;
  vi.spyOn(reportsApi, 'questionnaire').mockResolvedValue(TEST_QUESTIONNAIRE);
  store.dispatch(questionnaireRequested(language));
  await vi.waitFor(() => expect(reports().questionnaire.status).toBe('ready'));
  /** The page follows the saga's navigation request; returns where it went. */
  const navigated = () => {
    const to = reports().navigateTo;
    store.dispatch(navigationDone());
    return to;
  };
  const answer = (answers: Record<string, ReportAnswers[string] | undefined>) => {
    for (const [question, value] of Object.entries(answers)) store.dispatch(answerChanged({ question, value }));
  };
  return { store, reports, navigated, answer };
}

const stored = () => JSON.parse(sessionStorage.getItem(ANSWERS_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the questionnaire flow', () => {
  it('moves on only when the topic is answered, showing what is missing first', async () => {
    const { store, reports, navigated, answer } = await setUp();
    answer({ identity: 'foreigner' });
    store.dispatch(nextRequested('profile'));
    expect(Object.keys(reports().flow.problems)).toEqual(['nationality', 'age']);
    expect(navigated()).toBeNull();

    // Answering a question takes its problem away; the other stays until the next try.
    answer({ nationality: '276' });
    expect(Object.keys(reports().flow.problems)).toEqual(['age']);
    answer({ age: '120' });
    store.dispatch(nextRequested('profile'));
    expect(reports().flow.problems).toEqual({ age: { messageId: 'report.validation.range', values: { min: 16, max: 80 } } });

    answer({ age: '35' });
    store.dispatch(nextRequested('profile'));
    expect(reports().flow.problems).toEqual({});
    expect(navigated()).toBe('/pages/reports/reportstep?topic=education');
  });

  it('goes back without checking anything, and from the first topic to the intro', async () => {
    const { store, navigated } = await setUp();
    store.dispatch(previousRequested('work'));
    expect(navigated()).toBe('/pages/reports/reportstep?topic=education');
    store.dispatch(previousRequested('profile'));
    expect(navigated()).toBe('/pages/reports');
  });

  it('keeps every answer in this tab’s storage as it is given', async () => {
    const { store, answer } = await setUp();
    store.dispatch(reportFlowOpened());
    answer({ identity: 'hkMacao', age: '29' });
    expect(stored()).toEqual({ identity: 'hkMacao', age: '29' });
    answer({ age: undefined });
    expect(stored()).toEqual({ identity: 'hkMacao' });
  });

  it('reads the stored answers back once, after a reload or a language switch, without losing newer ones', async () => {
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ identity: 'foreigner', age: '40', junk: { x: 1 } }));
    const { store, reports, answer } = await setUp('TC');
    answer({ age: '41' });
    store.dispatch(reportFlowOpened());
    expect(reports().flow).toMatchObject({ restored: true, answers: { identity: 'foreigner', age: '41' } });

    // A second page of the flow does not read it again over the answers in the store.
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ identity: 'mainland' }));
    store.dispatch(reportFlowOpened());
    expect(reports().flow.answers.identity).toBe('foreigner');
  });

  it('survives a storage that refuses access', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const { store, reports, answer } = await setUp();
    store.dispatch(reportFlowOpened());
    expect(reports().flow).toMatchObject({ restored: true, answers: {} });
    // The flow goes on with the answers in the store.
    answer({ identity: 'mainland' });
    store.dispatch(nextRequested('profile'));
    expect(Object.keys(reports().flow.problems)).toEqual(['age']);
  });

  it('start again forgets the answers, in the store and in storage, and opens the first topic', async () => {
    const { store, reports, navigated, answer } = await setUp();
    answer({ identity: 'hkMacao' });
    store.dispatch(flowRestarted());
    expect(reports().flow.answers).toEqual({});
    expect(sessionStorage.getItem(ANSWERS_STORAGE_KEY)).toBeNull();
    expect(navigated()).toBe('/pages/reports/reportstep?topic=profile');
  });
});

describe('generating the report', () => {
  it('takes the visitor to the first topic with a problem instead of sending', async () => {
    const generate = vi.spyOn(reportsApi, 'generate');
    const { store, reports, navigated, answer } = await setUp();
    const { hsk: _hsk, ...withoutHsk } = COMPLETE_ANSWERS;
    answer(withoutHsk);
    store.dispatch(generateRequested());
    expect(generate).not.toHaveBeenCalled();
    expect(reports().flow.problems).toEqual({ hsk: { messageId: 'report.validation.required' } });
    expect(navigated()).toBe('/pages/reports/reportstep?topic=education');
  });

  it('sends the asked answers in their types, then opens the report it got back', async () => {
    const generate = vi.spyOn(reportsApi, 'generate').mockResolvedValue({ ...TEST_REPORT, language: 'CN' });
    const { store, reports, navigated, answer } = await setUp('CN');
    store.dispatch(reportFlowOpened());
    answer({ ...COMPLETE_ANSWERS, children: '3' });
    store.dispatch(generateRequested());
    expect(reports().flow.generating).toBe(true);
    await vi.waitFor(() => expect(reports().flow.generating).toBe(false));
    const [sent, language] = generate.mock.calls[0]!;
    expect(language).toBe('CN');
    expect(sent).toMatchObject({ age: 31, socialInsuranceMonths: 3, nationality: 276, goals: ['work', 'live'], employerInZone: true });
    expect(sent).not.toHaveProperty('children');
    expect(reports().report).toEqual({ status: 'ready', key: 'r4Nd0m1D|CN', data: { ...TEST_REPORT, language: 'CN' } });
    expect(navigated()).toBe('/pages/reports/reportstep?report=r4Nd0m1D');
    // The answers stay, so the visitor can come back and change one.
    expect(stored()).toMatchObject({ age: '31' });
  });

  it('shows the server’s refusal at the question it names, on that question’s topic', async () => {
    vi.spyOn(reportsApi, 'generate').mockRejectedValue(
      new HttpError('server', { status: 400, serverMessage: 'Months of social insurance: at most 600.', data: { field: 'socialInsuranceMonths' } }),
    );
    const { store, reports, navigated, answer } = await setUp();
    answer(COMPLETE_ANSWERS);
    store.dispatch(generateRequested());
    await vi.waitFor(() => expect(reports().flow.generating).toBe(false));
    expect(reports().flow.problems).toEqual({ socialInsuranceMonths: { text: 'Months of social insurance: at most 600.' } });
    expect(reports().flow.failure).toBeNull();
    expect(navigated()).toBe('/pages/reports/reportstep?topic=work');
  });

  it('shows a refusal that names no question (or an unknown one) beside the buttons', async () => {
    const generate = vi
      .spyOn(reportsApi, 'generate')
      .mockRejectedValueOnce(new HttpError('server', { status: 429, serverMessage: 'Too many reports from here; please wait an hour.' }))
      .mockRejectedValueOnce(new HttpError('server', { status: 400, serverMessage: 'Unknown question.', data: { field: 'shoeSize' } }))
      .mockRejectedValueOnce(new HttpError('network'));
    const { store, reports, navigated, answer } = await setUp();
    answer(COMPLETE_ANSWERS);
    store.dispatch(generateRequested());
    await vi.waitFor(() => expect(reports().flow.failure).toEqual({ text: 'Too many reports from here; please wait an hour.' }));
    store.dispatch(generateRequested());
    await vi.waitFor(() => expect(reports().flow.failure).toEqual({ text: 'Unknown question.' }));
    store.dispatch(generateRequested());
    await vi.waitFor(() => expect(reports().flow.failure).toEqual({ messageId: 'http.error.network' }));
    expect(generate).toHaveBeenCalledTimes(3);
    expect(reports().flow.problems).toEqual({});
    expect(navigated()).toBeNull();
  });

  it('sends once while a generation is on its way', async () => {
    let answerWith!: (value: typeof TEST_REPORT) => void;
    const generate = vi.spyOn(reportsApi, 'generate').mockReturnValue(new Promise((resolve) => (answerWith = resolve)));
    const { store, reports, answer } = await setUp();
    answer(COMPLETE_ANSWERS);
    store.dispatch(generateRequested());
    store.dispatch(generateRequested());
    answerWith(TEST_REPORT);
    await vi.waitFor(() => expect(reports().report.status).toBe('ready'));
    expect(generate).toHaveBeenCalledTimes(1);
  });
});

describe('loading a report', () => {
  it('marks an ended or unknown report as missing, and a failed call as an error', async () => {
    const load = vi
      .spyOn(reportsApi, 'report')
      .mockRejectedValueOnce(new HttpError('server', { status: 404, serverMessage: 'Not found' }))
      .mockRejectedValueOnce(new HttpError('timeout'))
      .mockResolvedValueOnce(TEST_REPORT);
    const { store, reports } = await setUp();
    store.dispatch(reportRequested('gone', 'EN'));
    await vi.waitFor(() => expect(reports().report.status).toBe('missing'));
    store.dispatch(reportRequested('slow', 'EN'));
    await vi.waitFor(() => expect(reports().report.status).toBe('error'));
    store.dispatch(reportRequested('r4Nd0m1D', 'TC', 'token-1'));
    await vi.waitFor(() => expect(reports().report).toMatchObject({ status: 'ready', key: 'r4Nd0m1D|TC' }));
    expect(reports().reportAskedAs).toBe('token-1');
    expect(load).toHaveBeenLastCalledWith('r4Nd0m1D', 'TC');
  });
});
