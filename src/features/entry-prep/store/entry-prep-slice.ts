import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type { EntrySteps } from '../api/entry-prep-api';
import { checklistKey, type EntryChoice } from '../entry-choice';

/** Where the account's copy of the checklist stands: none (not signed in), loading, saving, saved, or failed. */
export type AccountSync = 'none' | 'loading' | 'saving' | 'saved' | 'failed';

export interface ChecklistState {
  /** The identity and timing the ticks belong to (`foreigner:before`), or null before one is opened. */
  key: string | null;
  ticked: string[];
  /** The browser's ticks have been read: false in a server render and until the page has come to life. */
  restored: boolean;
  /** The session the account's copy belongs to (null: not signed in). */
  owner: string | null;
  account: AccountSync;
}

export interface EntryPrepState {
  /** The steps of one choice in one language (the key says which). */
  steps: Resource<EntrySteps>;
  checklist: ChecklistState;
}

const idleChecklist: ChecklistState = { key: null, ticked: [], restored: false, owner: null, account: 'none' };
const initialState: EntryPrepState = { steps: idleResource(), checklist: idleChecklist };

export const entryStepsKey = (choice: EntryChoice, language: Language) => `${language}:${checklistKey(choice)}`;

export const entryPrepSlice = createSlice({
  name: 'entryPrep',
  initialState,
  reducers: {
    entryStepsRequested: {
      reducer(state, action: PayloadAction<{ choice: EntryChoice; language: Language; key: string }>) {
        // Another choice must not show the previous one's steps while it loads; another language may.
        const { identity, timing } = action.payload.choice;
        if (state.steps.data?.identity !== identity || state.steps.data.timing !== timing) state.steps.data = undefined;
        markLoading(state.steps, action.payload.key);
      },
      prepare(choice: EntryChoice, language: Language) {
        return { payload: { choice, language, key: entryStepsKey(choice, language) } };
      },
    },
    entryStepsLoaded(state, action: PayloadAction<{ key: string; data: EntrySteps }>) {
      markReady(state.steps, action.payload.key, action.payload.data);
    },
    entryStepsFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.steps, action.payload.key);
    },

    /** The page shows a checklist: the saga reads the browser's ticks and, signed in, the account's. */
    checklistOpened: {
      reducer(state, action: PayloadAction<{ choice: EntryChoice; key: string; stepIds: string[]; owner: string | null }>) {
        const { key, owner } = action.payload;
        if (state.checklist.key !== key) state.checklist = { ...idleChecklist, key };
        state.checklist.owner = owner;
        state.checklist.account = owner === null ? 'none' : 'loading';
      },
      prepare(choice: EntryChoice, stepIds: string[], owner: string | null) {
        return { payload: { choice, key: checklistKey(choice), stepIds, owner } };
      },
    },
    /** The ticks as read (the browser's, then merged with the account's). */
    checklistRestored(state, action: PayloadAction<{ key: string; ticked: string[] }>) {
      if (state.checklist.key !== action.payload.key) return;
      state.checklist.ticked = action.payload.ticked;
      state.checklist.restored = true;
    },
    stepToggled: {
      reducer(state, action: PayloadAction<{ key: string; id: string; done: boolean; stepIds: string[] }>) {
        const { key, id, done, stepIds } = action.payload;
        const checklist = state.checklist;
        if (checklist.key !== key || !checklist.restored) return;
        const chosen = new Set(checklist.ticked);
        if (done) chosen.add(id);
        else chosen.delete(id);
        checklist.ticked = stepIds.filter((step) => chosen.has(step));
      },
      prepare(choice: EntryChoice, id: string, done: boolean, stepIds: string[]) {
        return { payload: { key: checklistKey(choice), id, done, stepIds } };
      },
    },
    checklistAccountChanged(state, action: PayloadAction<{ key: string; owner: string; account: AccountSync }>) {
      const { key, owner, account } = action.payload;
      if (state.checklist.key !== key || state.checklist.owner !== owner) return;
      state.checklist.account = account;
    },
  },
  selectors: {
    selectEntrySteps: (state) => state.steps,
    selectChecklist: (state) => state.checklist,
  },
});

export const { entryStepsRequested, entryStepsLoaded, entryStepsFailed, checklistOpened, checklistRestored, stepToggled, checklistAccountChanged } =
  entryPrepSlice.actions;
