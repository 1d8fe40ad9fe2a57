import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type { CalculatorQuestions, CostEstimate } from '../api/calculator-api';

export interface CalculatorState {
  /** The questions in one language (the key is the language). */
  questions: Resource<CalculatorQuestions>;
  /** The estimate of one set of answers in one language (see estimateKey). */
  estimate: Resource<CostEstimate>;
}

const initialState: CalculatorState = { questions: idleResource(), estimate: idleResource() };

export const calculatorSlice = createSlice({
  name: 'calculator',
  initialState,
  reducers: {
    questionsRequested(state, action: PayloadAction<Language>) {
      markLoading(state.questions, action.payload);
    },
    /** The same, from a saga that loads the questions itself (see loadEstimate). */
    questionsStarted(state, action: PayloadAction<Language>) {
      markLoading(state.questions, action.payload);
    },
    questionsLoaded(state, action: PayloadAction<{ key: string; data: CalculatorQuestions }>) {
      markReady(state.questions, action.payload.key, action.payload.data);
    },
    questionsFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.questions, action.payload.key);
    },
    /**
     * The result page of a URL: its saga makes sure of the questions first, reads the answers against them and, when
     * they are complete, asks for their estimate (the key is known only then).
     */
    estimateRequested: {
      reducer() {},
      prepare(search: string, language: Language) {
        return { payload: { search, language } };
      },
    },
    estimateStarted(state, action: PayloadAction<string>) {
      markLoading(state.estimate, action.payload);
    },
    estimateLoaded(state, action: PayloadAction<{ key: string; data: CostEstimate }>) {
      markReady(state.estimate, action.payload.key, action.payload.data);
    },
    estimateFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.estimate, action.payload.key);
    },
  },
  selectors: {
    selectCalculatorQuestions: (state) => state.questions,
    selectCostEstimate: (state) => state.estimate,
  },
});

export const { questionsRequested, questionsStarted, questionsLoaded, questionsFailed, estimateRequested, estimateStarted, estimateLoaded, estimateFailed } =
  calculatorSlice.actions;
