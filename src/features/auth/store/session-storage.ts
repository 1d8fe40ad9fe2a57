import { call, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { clearStoredSession, readStoredToken, readStoredUser, writeStoredSession } from '@/lib/storage/session-store';
import {
  selectToken,
  selectUser,
  sessionCleared,
  sessionStarted,
  sessionUserUpdated,
  type SessionState,
  type UserVo,
} from './session-slice';

/** The session slice mirrors sessionStorage (spec §3): read once at start, written on every change. */
export function loadSessionState(): SessionState {
  const token = readStoredToken();
  const user = readStoredUser<UserVo>();
  // A user without a token (or the reverse) is a half-written session: treat it as logged out.
  if (!token || !user || typeof user.firstName !== 'string') return { user: null, token: null };
  return { user, token };
}

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
