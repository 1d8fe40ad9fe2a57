import { call, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureOfCall } from '@/lib/account/form-failure';
import { HttpError } from '@/lib/http/http-error';
import { staffApi, type InboxQuery, type InboxRequest, type SecondFactorProof, type StaffUser } from '../api/staff-api';
import { REPLY_MAX } from '../api/staff-api';
import { isTotpCode, queryKey, replyLength, retryMinutesOf } from '../staff-rules';
import { defaultConsoleDeps, refusedAccess, type ConsoleSagaDeps } from './console-saga';
import {
  activeChangeRequested,
  assignRequested,
  auditExported,
  auditExportFailed,
  auditExportRequested,
  auditFailed,
  auditLoaded,
  auditRequested,
  closeRequested,
  deleteRequested,
  enabled,
  enableRequested,
  hubUsersFailed,
  hubUsersLoaded,
  hubUsersRequested,
  inboxActionDone,
  inboxActionFailed,
  inboxFailed,
  inboxLoaded,
  inboxRequested,
  passwordResetRequested,
  replyRequested,
  rolesChangeRequested,
  secondFactorResetRequested,
  setupFailed,
  setupLoaded,
  setupRequested,
  signInFailed,
  signInStarted,
  signInStatusFailed,
  signInStatusLoaded,
  userActionDone,
  userActionFailed,
  userFailed,
  userLoaded,
  userRequested,
  usersFailed,
  usersLoaded,
  usersRequested,
  verified,
  verifyRequested,
  type InboxAction,
  type StaffFailure,
  type StaffState,
  type UserAction,
} from './staff-slice';

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

/* ---------- The sign-in step ---------- */

/** A refused code: wrong (400), too many attempts (429, with the wait when the server names it), or the call failed. */
function codeFailure(error: unknown): StaffFailure {
  const status = statusOf(error);
  if (status === 400) return { messageId: 'console.signIn.wrongCode' };
  if (status === 429) {
    const minutes = retryMinutesOf(error);
    if (minutes !== null) return { messageId: 'console.signIn.tooManyAttemptsWait', values: { minutes } };
    // Without the wait in the data, the server's own (localized) words, which name it; else the rule's 15 minutes.
    const text = error instanceof HttpError ? error.serverMessage : undefined;
    return text ? { text } : { messageId: 'console.signIn.tooManyAttempts' };
  }
  return failureOfCall(error, 'console.signIn.failed');
}

export function* startSignIn(action: ReturnType<typeof signInStarted>) {
  try {
    const status = yield* call(staffApi.secondFactor);
    // An idle session has to show a code again, whatever the server remembers of the last one.
    yield* put(signInStatusLoaded({ enrolled: status.enrolled, verified: status.verified && !action.payload.idle }));
    if (!status.enrolled) yield* put(setupRequested());
  } catch (error) {
    if (!(yield* refusedAccess(error, true))) yield* put(signInStatusFailed());
  }
}

export function* loadSetup() {
  try {
    yield* put(setupLoaded(yield* call(staffApi.setupSecondFactor)));
  } catch (error) {
    if (!(yield* refusedAccess(error, true))) yield* put(setupFailed());
  }
}

export function* enable(action: ReturnType<typeof enableRequested>) {
  if (!isTotpCode(action.payload)) {
    yield* put(signInFailed({ messageId: 'console.signIn.codeFormat' }));
    return;
  }
  try {
    const { recoveryCodes } = yield* call(staffApi.enableSecondFactor, action.payload);
    yield* put(enabled(recoveryCodes));
  } catch (error) {
    if (statusOf(error) === 401) yield* refusedAccess(error, true);
    else yield* put(signInFailed(codeFailure(error)));
  }
}

export function* verify(action: ReturnType<typeof verifyRequested>) {
  const proof: SecondFactorProof = action.payload;
  if ('code' in proof && !isTotpCode(proof.code)) {
    yield* put(signInFailed({ messageId: 'console.signIn.codeFormat' }));
    return;
  }
  if ('recoveryCode' in proof && proof.recoveryCode === '') {
    yield* put(signInFailed({ messageId: 'console.signIn.recoveryRequired' }));
    return;
  }
  try {
    yield* call(staffApi.verifySecondFactor, proof);
    yield* put(verified());
  } catch (error) {
    if (statusOf(error) === 401) yield* refusedAccess(error, true);
    else yield* put(signInFailed(codeFailure(error)));
  }
}

/* ---------- Users ---------- */

export function* loadUsers(action: ReturnType<typeof usersRequested>) {
  const key = queryKey(action.payload);
  try {
    yield* put(usersLoaded({ key, data: yield* call(staffApi.users, action.payload) }));
  } catch (error) {
    if (!(yield* refusedAccess(error, false))) yield* put(usersFailed({ key }));
  }
}

export function* loadUser(action: ReturnType<typeof userRequested>) {
  const id = action.payload;
  try {
    yield* put(userLoaded(yield* call(staffApi.user, id)));
  } catch (error) {
    if (!(yield* refusedAccess(error, false))) yield* put(userFailed({ id, missing: statusOf(error) === 404 }));
  }
}

const isUser = (value: unknown): value is StaffUser =>
  typeof value === 'object' && value !== null && typeof (value as StaffUser).id === 'number' && Array.isArray((value as StaffUser).roles);

const FAILED: Record<UserAction, string> = {
  active: 'console.users.failed.active',
  roles: 'console.users.failed.roles',
  passwordReset: 'console.users.failed.passwordReset',
  secondFactorReset: 'console.users.failed.secondFactorReset',
  delete: 'console.users.failed.delete',
};

/** One change to a user: the call, then the user as the server now has it (from the answer, else asked again). */
function* changeUser(action: UserAction, id: number, run: () => Promise<unknown>) {
  try {
    const answer = yield* call(run);
    let user = isUser(answer) ? answer : undefined;
    if (!user && action !== 'delete') {
      try {
        user = yield* call(staffApi.user, id);
      } catch {
        // The change went through; the detail refreshes on the next visit.
      }
    }
    yield* put(userActionDone({ action, id, ...(user ? { user } : {}) }));
  } catch (error) {
    if (yield* refusedAccess(error, false)) return;
    // 409 on roles or delete: the last admin (the server's words name it; ours say what to do).
    if (statusOf(error) === 409) {
      yield* put(userActionFailed({ action, id, failure: { messageId: 'console.users.lastAdmin' }, lastAdmin: true }));
      return;
    }
    yield* put(userActionFailed({ action, id, failure: failureOfCall(error, FAILED[action]) }));
  }
}

export function* setActive({ payload }: ReturnType<typeof activeChangeRequested>) {
  yield* changeUser('active', payload.id, () => staffApi.setActive(payload.id, payload.active));
}
export function* setRoles({ payload }: ReturnType<typeof rolesChangeRequested>) {
  yield* changeUser('roles', payload.id, () => staffApi.setRoles(payload.id, payload.roles));
}
export function* resetPassword({ payload }: ReturnType<typeof passwordResetRequested>) {
  yield* changeUser('passwordReset', payload.id, () => staffApi.resetPassword(payload.id));
}
export function* resetSecondFactor({ payload }: ReturnType<typeof secondFactorResetRequested>) {
  yield* changeUser('secondFactorReset', payload.id, () => staffApi.resetSecondFactor(payload.id));
}
export function* deleteUser({ payload }: ReturnType<typeof deleteRequested>) {
  yield* changeUser('delete', payload.id, () => staffApi.deleteUser(payload.id));
}

/** The inbox's possible assignees: the active hub colleagues and admins, as the server lists them. */
export function* loadHubUsers() {
  try {
    yield* put(hubUsersLoaded((yield* call(staffApi.assignees)).list));
  } catch (error) {
    if (!(yield* refusedAccess(error, false))) yield* put(hubUsersFailed());
  }
}

/* ---------- Audit ---------- */

export function* loadAudit(action: ReturnType<typeof auditRequested>) {
  const key = queryKey(action.payload);
  try {
    yield* put(auditLoaded({ key, data: yield* call(staffApi.audit, action.payload) }));
  } catch (error) {
    if (!(yield* refusedAccess(error, false))) yield* put(auditFailed({ key }));
  }
}

/** The export's file name: the day of the export in China time. */
export const auditFileName = (now: Date) => `audit-${now.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' })}.csv`;

export function* exportAudit(deps: ConsoleSagaDeps, action: ReturnType<typeof auditExportRequested>) {
  try {
    const file = yield* call(staffApi.auditCsv, action.payload);
    yield* call(deps.saveFile, file, auditFileName(new Date()));
    yield* put(auditExported());
  } catch (error) {
    if (yield* refusedAccess(error, false)) return;
    yield* put(auditExportFailed(failureOfCall(error, 'console.audit.exportFailed')));
  }
}

/* ---------- Hub inbox ---------- */

export function* loadInbox(action: ReturnType<typeof inboxRequested>) {
  const key = queryKey(action.payload);
  try {
    yield* put(inboxLoaded({ key, data: yield* call(staffApi.inbox, action.payload) }));
  } catch (error) {
    if (!(yield* refusedAccess(error, false))) yield* put(inboxFailed({ key }));
  }
}

const isRequest = (value: unknown): value is InboxRequest =>
  typeof value === 'object' && value !== null && typeof (value as InboxRequest).id === 'number' && Array.isArray((value as InboxRequest).replies);

const INBOX_FAILED: Record<InboxAction, string> = {
  assign: 'console.inbox.failed.assign',
  reply: 'console.inbox.failed.reply',
  close: 'console.inbox.failed.close',
};

const selectInboxKey = (state: object) => (state as { consoleStaff?: StaffState }).consoleStaff?.inbox.key;

function* changeRequest(action: InboxAction, id: number, run: () => Promise<unknown>) {
  try {
    const answer = yield* call(run);
    yield* put(inboxActionDone({ action, id, ...(isRequest(answer) ? { request: answer } : {}) }));
    // Without the changed request in the answer, the list is asked again (status, replies, order).
    const key = yield* select(selectInboxKey);
    if (!isRequest(answer) && key) yield* put(inboxRequested(JSON.parse(key) as InboxQuery));
  } catch (error) {
    if (yield* refusedAccess(error, false)) return;
    yield* put(inboxActionFailed({ action, id, failure: failureOfCall(error, INBOX_FAILED[action]) }));
  }
}

export function* assign({ payload }: ReturnType<typeof assignRequested>) {
  yield* changeRequest('assign', payload.id, () => staffApi.assign(payload.id, payload.userId));
}
export function* reply({ payload }: ReturnType<typeof replyRequested>) {
  const length = replyLength(payload.body);
  if (length === 0 || length > REPLY_MAX) {
    yield* put(inboxActionFailed({ action: 'reply', id: payload.id, failure: { messageId: length === 0 ? 'console.inbox.reply.empty' : 'console.inbox.reply.tooLong' } }));
    return;
  }
  yield* changeRequest('reply', payload.id, () => staffApi.reply(payload.id, payload.body.trim()));
}
export function* close({ payload }: ReturnType<typeof closeRequested>) {
  yield* changeRequest('close', payload.id, () => staffApi.close(payload.id));
}

export function* staffSaga(deps: ConsoleSagaDeps = defaultConsoleDeps) {
  yield* takeLatest(signInStarted.type, startSignIn);
  yield* takeLatest(setupRequested.type, loadSetup);
  yield* takeLeading(enableRequested.type, enable);
  yield* takeLeading(verifyRequested.type, verify);
  yield* takeLatest(usersRequested.type, loadUsers);
  yield* takeLatest(userRequested.type, loadUser);
  yield* takeLeading(activeChangeRequested.type, setActive);
  yield* takeLeading(rolesChangeRequested.type, setRoles);
  yield* takeLeading(passwordResetRequested.type, resetPassword);
  yield* takeLeading(secondFactorResetRequested.type, resetSecondFactor);
  yield* takeLeading(deleteRequested.type, deleteUser);
  yield* takeLatest(hubUsersRequested.type, loadHubUsers);
  yield* takeLatest(auditRequested.type, loadAudit);
  yield* takeLeading(auditExportRequested.type, exportAudit, deps);
  yield* takeLatest(inboxRequested.type, loadInbox);
  yield* takeLeading(assignRequested.type, assign);
  yield* takeLeading(replyRequested.type, reply);
  yield* takeLeading(closeRequested.type, close);
}
