import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureOfCall } from '@/lib/account/form-failure';
import { encryptPassword, fetchPasswordKey, PASSWORD_CIPHER_MESSAGE_IDS, PasswordCipherError } from '@/lib/account/password-cipher';
import { validateAll } from '@/lib/account/validation';
import { HttpError } from '@/lib/http/http-error';
import { noticeShown } from '@/lib/notice';
import { HOME_PATH } from '@/lib/routes';
import { changePassword, deleteAccount, fetchProfile, logout, updateProfile, type ProfileData } from '../api/profile-api';
import { profileRules, type ProfileValues } from './profile-rules';
import {
  deleteFailed,
  deleteRequested,
  logoutRequested,
  passwordChanged,
  passwordChangeFailed,
  passwordChangeRequested,
  profileClosed,
  profileLoaded,
  profileLoadFailed,
  profileRequested,
  profileSaved,
  profileSaveFailed,
  profileSaveRequested,
} from './profile-slice';

/**
 * The session belongs to the auth feature; the app hands its actions in, so this feature never imports another.
 */
export interface ProfileSagaDeps {
  /** The profile changed: the session's user record (header avatar, session storage) follows. */
  userUpdated: (user: ProfileData) => Action;
  /** The session is over: stored token and user info go. */
  sessionEnded: () => Action;
}

let noticeCounter = 0;
function* toast(status: 'success' | 'error', messageId: string) {
  noticeCounter += 1;
  yield* put(noticeShown({ id: `profile-${noticeCounter}`, kind: 'toast', status, messageId }));
}

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

function* endSession(deps: ProfileSagaDeps, messageId: string) {
  yield* put(deps.sessionEnded());
  yield* toast('success', messageId);
  yield* put(profileClosed(HOME_PATH));
}

export function* loadProfile(deps: ProfileSagaDeps) {
  try {
    const data = yield* call(fetchProfile);
    yield* put(profileLoaded(data));
  } catch (error) {
    // A token the server no longer accepts (reset elsewhere, revoked) is a finished session here too.
    if (isUnauthorized(error)) {
      yield* put(deps.sessionEnded());
      yield* put(profileClosed(HOME_PATH));
      return;
    }
    yield* put(profileLoadFailed(failureOfCall(error, 'profile.loadFailed')));
  }
}

export function* saveProfile(deps: ProfileSagaDeps, action: PayloadAction<ProfileValues>) {
  const values = { ...action.payload, firstName: action.payload.firstName.trim() };
  const firstInvalid = Object.values(validateAll(profileRules, values))[0];
  if (firstInvalid) {
    yield* put(profileSaveFailed({ messageId: firstInvalid }));
    return;
  }
  try {
    const data = yield* call(updateProfile, { ...values, age: Number(values.age) });
    yield* put(profileSaved(data));
    yield* put(deps.userUpdated(data));
    yield* toast('success', 'profile.saved');
  } catch (error) {
    yield* put(profileSaveFailed(failureOfCall(error, 'profile.saveFailed')));
  }
}

/** Current and new password, both encrypted like the login's (spec §4 key → encrypt → post). */
export function* changeOwnPassword(action: PayloadAction<{ currentPassword: string; newPassword: string }>) {
  let body;
  try {
    const key = yield* call(fetchPasswordKey);
    body = {
      currentPassword: yield* call(encryptPassword, key, action.payload.currentPassword),
      newPassword: yield* call(encryptPassword, key, action.payload.newPassword),
      rsaEncrypted: true,
    };
  } catch (error) {
    const messageId = error instanceof PasswordCipherError ? error.messageId : PASSWORD_CIPHER_MESSAGE_IDS.encryptFailed;
    yield* toast('error', 'profile.password.failed');
    yield* put(passwordChangeFailed({ messageId }));
    return;
  }
  try {
    yield* call(changePassword, body);
    yield* put(passwordChanged());
    yield* toast('success', 'profile.password.changed');
  } catch (error) {
    yield* put(passwordChangeFailed(failureOfCall(error, 'profile.password.failed')));
  }
}

export function* logOut(deps: ProfileSagaDeps) {
  try {
    yield* call(logout);
  } catch {
    // The local session ends even when the server cannot be told; the token expires on its own.
  }
  yield* endSession(deps, 'profile.loggedOut');
}

export function* eraseAccount(deps: ProfileSagaDeps, action: ReturnType<typeof deleteRequested>) {
  let password;
  try {
    const key = yield* call(fetchPasswordKey);
    password = yield* call(encryptPassword, key, action.payload.password);
  } catch (error) {
    const messageId = error instanceof PasswordCipherError ? error.messageId : PASSWORD_CIPHER_MESSAGE_IDS.encryptFailed;
    yield* put(deleteFailed({ messageId }));
    return;
  }
  try {
    yield* call(deleteAccount, { password, rsaEncrypted: true });
  } catch (error) {
    yield* put(deleteFailed(failureOfCall(error, 'profile.delete.failed')));
    return;
  }
  yield* endSession(deps, 'profile.deleted');
}

export function* profileSaga(deps: ProfileSagaDeps) {
  yield* takeLatest(profileRequested.type, loadProfile, deps);
  yield* takeLeading(profileSaveRequested.type, saveProfile, deps);
  yield* takeLeading(passwordChangeRequested.type, changeOwnPassword);
  yield* takeLeading(logoutRequested.type, logOut, deps);
  yield* takeLeading(deleteRequested.type, eraseAccount, deps);
}
