import { describe, expect, it } from 'vitest';
import type { CalculatorQuestions } from '../api/calculator-api';
import { calculatorPageData, calculatorQuestionHead, calculatorQuestionPageData } from './calculator-page-data';
import { calculatorSlice, estimateLoaded, estimateRequested, estimateStarted, questionsLoaded, questionsRequested } from './calculator-slice';

const questions: CalculatorQuestions = {
  questions: [
    { id: 'district', title: 'Where in the Zone will you live?', options: [{ id: 'hub', label: 'Hub' }] },
    { id: 'food', title: 'How do you like to eat?', options: [{ id: 'mixed', label: 'Mixed' }] },
  ],
  dataDate: '2022-11',
  currency: 'CNY',
};
const request = (search: string, language: 'EN' | 'CN' | 'TC' = 'EN') => ({ searchParams: new URLSearchParams(search), language });
const reduce = (...actions: Parameters<typeof calculatorSlice.reducer>[1][]) => actions.reduce(calculatorSlice.reducer, calculatorSlice.getInitialState());
const held = reduce(questionsRequested('EN'), questionsLoaded({ key: 'EN', data: questions }));

describe('calculator page data', () => {
  it('asks for the intro’s questions unless the store holds them in this language', () => {
    expect(calculatorPageData(request(''), {})).toEqual([questionsRequested('EN')]);
    expect(calculatorPageData(request(''), { calculator: held })).toEqual([]);
    expect(calculatorPageData(request('', 'TC'), { calculator: held })).toEqual([questionsRequested('TC')]);
  });

  it('asks for a question page’s questions once', () => {
    expect(calculatorQuestionPageData(request('step=food&district=hub'), {})).toEqual([questionsRequested('EN')]);
    expect(calculatorQuestionPageData(request('step=food&district=hub'), { calculator: held })).toEqual([]);
    expect(calculatorQuestionPageData(request('step=food'), { calculator: reduce(questionsRequested('EN')) })).toEqual([]);
  });

  it('hands a result URL to its saga unless the store holds that estimate, or the URL is incomplete', () => {
    const search = 'step=result&district=hub&food=mixed&view=annual';
    expect(calculatorQuestionPageData(request(search), {})).toEqual([estimateRequested(search, 'EN')]);
    expect(calculatorQuestionPageData(request(search), { calculator: held })).toEqual([estimateRequested(search, 'EN')]);
    const withEstimate = reduce(
      questionsRequested('EN'),
      questionsLoaded({ key: 'EN', data: questions }),
      estimateStarted('EN?district=hub&food=mixed'),
      estimateLoaded({ key: 'EN?district=hub&food=mixed', data: { items: [], monthlyTotal: 1, hongKongMonthlyTotal: 2, dataDate: '2022-11', support: [] } }),
    );
    expect(calculatorQuestionPageData(request(search), { calculator: withEstimate })).toEqual([]);
    expect(calculatorQuestionPageData(request('step=result&district=hub'), { calculator: held })).toEqual([]);
  });

  it('names a question’s page after the question', () => {
    expect(calculatorQuestionHead(request('step=food&district=hub'), { calculator: held })).toEqual({ title: 'How do you like to eat?' });
    expect(calculatorQuestionHead(request('step=result&district=hub&food=mixed'), { calculator: held })).toBeUndefined();
    expect(calculatorQuestionHead(request('step=food&district=hub'), {})).toBeUndefined();
  });
});
