import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { END } from 'redux-saga';
import { calculatorApi, type CalculatorQuestions, type CostEstimate } from '../api/calculator-api';
import { calculatorSaga } from './calculator-saga';
import { calculatorSlice, estimateRequested, questionsRequested } from './calculator-slice';

const questions: CalculatorQuestions = {
  questions: [
    { id: 'district', title: 'Where?', options: [{ id: 'hub', label: 'Hub' }, { id: 'harbour', label: 'Harbour' }] },
    { id: 'food', title: 'Food?', options: [{ id: 'mixed', label: 'Mixed' }, { id: 'homeCooking', label: 'Home' }] },
  ],
  dataDate: '2022-11',
  currency: 'CNY',
};
const estimate: CostEstimate = { items: [], monthlyTotal: 3200, hongKongMonthlyTotal: 6000, dataDate: '2022-11', support: [] };

function setUp() {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { calculator: calculatorSlice.reducer }, middleware: (getDefault) => getDefault({ thunk: false }).concat(saga) });
  const task = saga.run(calculatorSaga);
  return { store, task, calculator: () => store.getState().calculator };
}

afterEach(() => vi.restoreAllMocks());

describe('the calculator saga', () => {
  it('loads the questions of a language', async () => {
    const ask = vi.spyOn(calculatorApi, 'questions').mockResolvedValue(questions);
    const { store, calculator } = setUp();
    store.dispatch(questionsRequested('TC'));
    expect(calculator().questions).toMatchObject({ status: 'loading', key: 'TC' });
    await vi.waitFor(() => expect(calculator().questions).toMatchObject({ status: 'ready', key: 'TC', data: questions }));
    expect(ask).toHaveBeenCalledWith('TC');
  });

  it('reads a result URL against the questions, then asks for the estimate of its answers in page order', async () => {
    vi.spyOn(calculatorApi, 'questions').mockResolvedValue(questions);
    const estimateCall = vi.spyOn(calculatorApi, 'estimate').mockResolvedValue(estimate);
    const { store, calculator } = setUp();
    store.dispatch(estimateRequested('step=result&food=mixed&district=hub&view=annual', 'EN'));
    await vi.waitFor(() => expect(calculator().estimate).toMatchObject({ status: 'ready', key: 'EN?district=hub&food=mixed', data: estimate }));
    expect(calculator().questions).toMatchObject({ status: 'ready', key: 'EN' });
    expect(estimateCall).toHaveBeenCalledWith({ district: 'hub', food: 'mixed' }, 'EN');
  });

  it('finishes a server render’s result page although the render ends its sagas at once', async () => {
    vi.spyOn(calculatorApi, 'questions').mockResolvedValue(questions);
    vi.spyOn(calculatorApi, 'estimate').mockResolvedValue(estimate);
    const { store, task, calculator } = setUp();
    store.dispatch(estimateRequested('step=result&district=hub&food=mixed', 'CN'));
    store.dispatch(END);
    await task.toPromise();
    expect(calculator().estimate).toMatchObject({ status: 'ready', key: 'CN?district=hub&food=mixed' });
  });

  it('asks for no estimate when the URL’s answers are incomplete or wrong, nor twice for the same one', async () => {
    vi.spyOn(calculatorApi, 'questions').mockResolvedValue(questions);
    const estimateCall = vi.spyOn(calculatorApi, 'estimate').mockResolvedValue(estimate);
    const { store, calculator } = setUp();
    store.dispatch(estimateRequested('step=result&district=hub', 'EN'));
    store.dispatch(questionsRequested('EN'));
    await vi.waitFor(() => expect(calculator().questions.status).toBe('ready'));
    store.dispatch(estimateRequested('step=result&district=castle&food=mixed', 'EN'));
    await Promise.resolve();
    expect(estimateCall).not.toHaveBeenCalled();
    store.dispatch(estimateRequested('step=result&district=hub&food=mixed', 'EN'));
    await vi.waitFor(() => expect(calculator().estimate.status).toBe('ready'));
    store.dispatch(estimateRequested('step=result&food=mixed&district=hub&view=annual', 'EN'));
    await Promise.resolve();
    expect(estimateCall).toHaveBeenCalledTimes(1);
  });

  it('marks a failed estimate for a retry', async () => {
    vi.spyOn(calculatorApi, 'questions').mockResolvedValue(questions);
    vi.spyOn(calculatorApi, 'estimate').mockRejectedValue(new Error('offline'));
    const { store, calculator } = setUp();
    store.dispatch(estimateRequested('step=result&district=hub&food=mixed', 'EN'));
    await vi.waitFor(() => expect(calculator().estimate).toMatchObject({ status: 'error', key: 'EN?district=hub&food=mixed' }));
  });

  it('marks failed questions, and so no estimate', async () => {
    vi.spyOn(calculatorApi, 'questions').mockRejectedValue(new Error('offline'));
    const estimateCall = vi.spyOn(calculatorApi, 'estimate');
    const { store, calculator } = setUp();
    store.dispatch(estimateRequested('step=result&district=hub&food=mixed', 'TC'));
    await vi.waitFor(() => expect(calculator().questions).toMatchObject({ status: 'error', key: 'TC' }));
    expect(estimateCall).not.toHaveBeenCalled();
  });
});
