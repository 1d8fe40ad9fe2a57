import { call, put, takeLatest, takeLeading } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { failureOfCall } from '@/lib/account/form-failure';
import { HttpError } from '@/lib/http/http-error';
import { authRoutes } from '@/lib/routes';
import { consoleApi } from '../api/console-api';
import { applicationQueryKey, NOTE_MAX, noteLength } from '../console-rules';
import { secondFactorNeedOf } from '../staff-rules';
import {
  accessFailed,
  accessGranted,
  accessLost,
  accessRequested,
  detailFailed,
  detailLoaded,
  detailRequested,
  jobsFailed,
  jobsLoaded,
  jobsRequested,
  kiosksFailed,
  kiosksLoaded,
  kiosksRequested,
  kioskRegistered,
  kioskRegisterFailed,
  kioskRegisterRequested,
  listFailed,
  listLoaded,
  listRequested,
  noteSaved,
  noteSaveFailed,
  noteSaveRequested,
  resumeFailed,
  resumeRequested,
  resumeSaved,
  secondFactorNeeded,
  signedOut,
  signOutRequested,
  statusChanged,
  statusChangeFailed,
  statusChangeRequested,
} from './console-slice';

/** What the sagas do outside the store, handed in so tests can watch it. */
export interface ConsoleSagaDeps {
  /** Hands a downloaded file to the browser under its name. */
  saveFile: (file: Blob, name: string) => void;
}

/** The browser's own download: a link to the blob, clicked once, then let go. */
export function saveWithLink(file: Blob, name: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export const defaultConsoleDeps: ConsoleSagaDeps = { saveFile: saveWithLink };

/** Where signing out leaves for: the login page, whose `?clear` wipes the stored session (spec §4). */
export const SIGNED_OUT_PATH = `${authRoutes.login}?clear`;

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

/**
 * A 401 anywhere means the session is gone (expired, revoked): the console asks to sign in again. A 403 naming the
 * second factor (40311, or 40312 after 30 idle minutes) sends to the sign-in step. A 403 on a call that every
 * console user may make means the role is gone. Returns whether the error was one of those.
 */
export function* refusedAccess(error: unknown, forbiddenMeansNoRole: boolean) {
  const need = secondFactorNeedOf(error);
  if (need) {
    yield* put(secondFactorNeeded(need));
    return true;
  }
  const status = statusOf(error);
  if (status === 401) {
    yield* put(accessLost('signedOut'));
    return true;
  }
  if (status === 403 && forbiddenMeansNoRole) {
    yield* put(accessLost('denied'));
    return true;
  }
  return false;
}

export function* checkAccess() {
  try {
    const me = yield* call(consoleApi.me);
    // A server that answers with no role at all grants nothing, whatever the status code.
    if (!me.admin && me.roles.length === 0) yield* put(accessLost('denied'));
    else yield* put(accessGranted(me));
  } catch (error) {
    if (!(yield* refusedAccess(error, true))) yield* put(accessFailed());
  }
}

export function* loadJobs() {
  try {
    yield* put(jobsLoaded(yield* call(consoleApi.jobs)));
  } catch (error) {
    if (!(yield* refusedAccess(error, true))) yield* put(jobsFailed());
  }
}

export function* loadList(action: ReturnType<typeof listRequested>) {
  const key = applicationQueryKey(action.payload);
  try {
    const data = yield* call(consoleApi.applications, action.payload);
    yield* put(listLoaded({ key, data }));
  } catch (error) {
    if (!(yield* refusedAccess(error, true))) yield* put(listFailed({ key }));
  }
}

export function* loadDetail(action: ReturnType<typeof detailRequested>) {
  const id = action.payload;
  try {
    yield* put(detailLoaded(yield* call(consoleApi.application, id)));
  } catch (error) {
    // 403 here is usually another enterprise's application: said on the page, the console stays open.
    if (yield* refusedAccess(error, false)) return;
    const status = statusOf(error);
    const kind = status === 404 ? 'missing' : status === 403 ? 'forbidden' : 'error';
    const fallback = { missing: 'console.detail.missing', forbidden: 'console.detail.forbidden', error: 'console.detail.error' }[kind];
    yield* put(detailFailed({ id, status: kind, failure: failureOfCall(error, fallback) }));
  }
}

export function* changeStatus(action: ReturnType<typeof statusChangeRequested>) {
  try {
    yield* put(statusChanged(yield* call(consoleApi.setStatus, action.payload.id, action.payload.status)));
  } catch (error) {
    if (yield* refusedAccess(error, false)) return;
    yield* put(statusChangeFailed(failureOfCall(error, 'console.status.failed')));
  }
}

export function* saveNote(action: ReturnType<typeof noteSaveRequested>) {
  const { id, note } = action.payload;
  if (noteLength(note) > NOTE_MAX) {
    yield* put(noteSaveFailed({ messageId: 'console.note.tooLong' }));
    return;
  }
  try {
    yield* put(noteSaved(yield* call(consoleApi.setNote, id, note)));
  } catch (error) {
    if (yield* refusedAccess(error, false)) return;
    yield* put(noteSaveFailed(failureOfCall(error, 'console.note.failed')));
  }
}

export function* downloadResume(deps: ConsoleSagaDeps, action: ReturnType<typeof resumeRequested>) {
  const { id, fallbackName } = action.payload;
  try {
    const file = yield* call(consoleApi.resume, id);
    yield* call(deps.saveFile, file.blob, file.fileName ?? fallbackName);
    yield* put(resumeSaved());
  } catch (error) {
    if (yield* refusedAccess(error, false)) return;
    // The body of a refused download is not read (it arrived as a blob): the message goes by the status.
    const status = statusOf(error);
    const messageId = status === 404 ? 'console.resume.gone' : status === 403 ? 'console.detail.forbidden' : 'console.resume.failed';
    yield* put(resumeFailed(failureOfCall(error, messageId)));
  }
}

export function* loadKiosks() {
  try {
    yield* put(kiosksLoaded(yield* call(consoleApi.kiosks)));
  } catch (error) {
    // A 403 is a recruiter without the admin role: said on the screen, the rest of the console stays open.
    if (yield* refusedAccess(error, false)) return;
    yield* put(kiosksFailed(statusOf(error) === 403 ? 'forbidden' : 'error'));
  }
}

export function* registerKiosk(action: PayloadAction<{ deviceId: string }>) {
  try {
    yield* put(kioskRegistered(yield* call(consoleApi.registerKiosk, action.payload.deviceId)));
    yield* put(kiosksRequested());
  } catch (error) {
    if (yield* refusedAccess(error, false)) return;
    yield* put(kioskRegisterFailed(failureOfCall(error, 'console.kiosks.register.failed')));
  }
}

export function* signOut() {
  try {
    yield* call(consoleApi.logout);
  } catch {
    // The local session ends whatever the server answers; an unrevoked token expires on its own.
  }
  yield* put(signedOut(SIGNED_OUT_PATH));
}

export function* consoleSaga(deps: ConsoleSagaDeps = defaultConsoleDeps) {
  yield* takeLatest(accessRequested.type, checkAccess);
  yield* takeLatest(jobsRequested.type, loadJobs);
  yield* takeLatest(listRequested.type, loadList);
  yield* takeLatest(detailRequested.type, loadDetail);
  yield* takeLeading(statusChangeRequested.type, changeStatus);
  yield* takeLeading(noteSaveRequested.type, saveNote);
  yield* takeLeading(resumeRequested.type, downloadResume, deps);
  yield* takeLatest(kiosksRequested.type, loadKiosks);
  yield* takeLeading(kioskRegisterRequested.type, registerKiosk);
  yield* takeLeading(signOutRequested.type, signOut);
}
