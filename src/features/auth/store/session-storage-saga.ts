import { call, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { clearStoredSession, writeStoredSession } from '@/lib/storage/session-store';
import { selectToken, selectUser, sessionCleared, sessionStarted, sessionUserUpdated, type UserVo } from './session-slice';

/** Writes the session slice to sessionStorage on every change (read once at start: see session-storage.ts). */
function* persistSession(action: PayloadAction<{ user: UserVo; token: string }>) {
  yield* call(writeStoredSession, action.payload.token, action.payload.user);
}

export function* sessionStorageSaga() {
  yield* takeEvery(sessionStarted.type, persistSession);
  yield* takeEvery(sessionUserUpdated.type, function* () {
    const token = yield* select(selectToken);
    const user = yield* select(selectUser);
    if (token && user) yield* call(writeStoredSession, token, user);
  });
  yield* takeEvery(sessionCleared.type, function* () {
    yield* call(clearStoredSession);
  });
}
