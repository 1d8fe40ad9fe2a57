import { call, debounce, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { entryPrepApi } from '../api/entry-prep-api';
import { inStepOrder, isEntryIdentity, isEntryTiming, type EntryChoice } from '../entry-choice';
import { readLocalTicks, writeLocalTicks } from './checklist-storage';
import {
  checklistAccountChanged,
  checklistOpened,
  checklistRestored,
  entryPrepSlice,
  entryStepsFailed,
  entryStepsLoaded,
  entryStepsRequested,
  stepToggled,
} from './entry-prep-slice';

/** Ticks in quick succession are sent to the account once, this long after the last. */
export const ACCOUNT_SAVE_DELAY_MS = 800;

const selectChecklist = entryPrepSlice.selectors.selectChecklist;

function choiceOfKey(key: string): EntryChoice | null {
  const [identity, timing] = key.split(':');
  return isEntryIdentity(identity) && isEntryTiming(timing) ? { identity, timing } : null;
}

export function* loadEntrySteps(action: ReturnType<typeof entryStepsRequested>) {
  const { choice, language, key } = action.payload;
  try {
    const data = yield* call(entryPrepApi.steps, choice, language);
    yield* put(entryStepsLoaded({ key, data }));
  } catch {
    yield* put(entryStepsFailed({ key }));
  }
}

/** Sends the checklist as the store holds it now; the browser keeps its copy whatever the account answers. */
export function* saveToAccount(choice: EntryChoice, key: string, owner: string) {
  const { ticked } = yield* select(selectChecklist);
  yield* put(checklistAccountChanged({ key, owner, account: 'saving' }));
  try {
    yield* call(entryPrepApi.saveChecklist, choice, ticked);
    yield* put(checklistAccountChanged({ key, owner, account: 'saved' }));
  } catch {
    yield* put(checklistAccountChanged({ key, owner, account: 'failed' }));
  }
}

/**
 * Restores a checklist after the page has come to life: the browser's ticks (and those of this visit) at once, then,
 * signed in, the account's merged in — a tick in either place counts — and the union saved back where it differs.
 */
export function* openChecklist(action: ReturnType<typeof checklistOpened>) {
  const { choice, key, stepIds, owner } = action.payload;
  const before = yield* select(selectChecklist);
  const local = inStepOrder(stepIds, yield* call(readLocalTicks, key), before.restored ? before.ticked : []);
  yield* put(checklistRestored({ key, ticked: local }));
  if (owner === null) return;
  try {
    const { ticked: remote } = yield* call(entryPrepApi.checklist, choice);
    const now = yield* select(selectChecklist);
    if (now.key !== key || now.owner !== owner) return;
    const merged = inStepOrder(stepIds, now.ticked, remote);
    yield* put(checklistRestored({ key, ticked: merged }));
    yield* call(writeLocalTicks, key, merged);
    const sameAsAccount = merged.length === inStepOrder(stepIds, remote).length;
    if (sameAsAccount) yield* put(checklistAccountChanged({ key, owner, account: 'saved' }));
    else yield* call(saveToAccount, choice, key, owner);
  } catch {
    yield* put(checklistAccountChanged({ key, owner, account: 'failed' }));
  }
}

/** Every tick is kept in the browser at once. */
export function* rememberLocally() {
  const { key, ticked, restored } = yield* select(selectChecklist);
  if (key !== null && restored) yield* call(writeLocalTicks, key, ticked);
}

/** Signed in, the account follows a moment after the last tick. */
export function* saveAfterTicks(action: ReturnType<typeof stepToggled>) {
  const { key, owner } = yield* select(selectChecklist);
  const choice = choiceOfKey(action.payload.key);
  if (owner === null || key !== action.payload.key || choice === null) return;
  yield* call(saveToAccount, choice, key, owner);
}

export function* entryPrepSaga() {
  yield* takeLatest(entryStepsRequested.type, loadEntrySteps);
  yield* takeLatest(checklistOpened.type, openChecklist);
  yield* takeEvery(stepToggled.type, rememberLocally);
  yield* debounce(ACCOUNT_SAVE_DELAY_MS, stepToggled.type, saveAfterTicks);
}
