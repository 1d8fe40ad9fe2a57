import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import type { Answer } from '../api/assistant-api';

export interface AssistantEntry {
  id: string;
  /** The question as the visitor sees it (a quick topic shows its name). */
  question: string;
  status: 'loading' | 'ready' | 'error';
  answer?: Answer;
}

export interface AssistantState {
  open: boolean;
  /** This visit's questions and answers, oldest first (a kiosk reset empties them with the rest of the store). */
  entries: AssistantEntry[];
}

/** Older questions drop off the top past this many. */
export const ENTRIES_MAX = 20;

const initialState: AssistantState = { open: false, entries: [] };

export const assistantSlice = createSlice({
  name: 'assistant',
  initialState,
  reducers: {
    assistantOpened(state) {
      state.open = true;
    },
    assistantClosed(state) {
      state.open = false;
    },
    questionAsked: {
      reducer(state, action: PayloadAction<{ id: string; question: string; query: string; language: Language }>) {
        state.entries.push({ id: action.payload.id, question: action.payload.question, status: 'loading' });
        if (state.entries.length > ENTRIES_MAX) state.entries.splice(0, state.entries.length - ENTRIES_MAX);
      },
      /** `query` is what is searched: the question itself, or a quick topic's words. */
      prepare(question: string, language: Language, query: string = question) {
        return { payload: { id: nanoid(), question, query, language } };
      },
    },
    answerLoaded(state, action: PayloadAction<{ id: string; answer: Answer }>) {
      const entry = state.entries.find((e) => e.id === action.payload.id);
      if (entry) Object.assign(entry, { status: 'ready', answer: action.payload.answer });
    },
    answerFailed(state, action: PayloadAction<{ id: string }>) {
      const entry = state.entries.find((e) => e.id === action.payload.id);
      if (entry) entry.status = 'error';
    },
  },
  selectors: {
    selectAssistant: (state) => state,
  },
});

export const { assistantOpened, assistantClosed, questionAsked, answerLoaded, answerFailed } = assistantSlice.actions;
