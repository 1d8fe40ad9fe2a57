import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '@/lib/account/form-failure';
import type { Page } from '@/lib/http/page';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type {
  InboxAssignee,
  AuditEntry,
  AuditQuery,
  InboxQuery,
  InboxRequest,
  SecondFactorProof,
  SecondFactorSetup,
  StaffUser,
  UserQuery,
} from '../api/staff-api';
import { queryKey } from '../staff-rules';
import { accessLost, secondFactorNeeded } from './console-slice';

/** A failure beside a form: a message id with its values, or the server's own words. */
export interface StaffFailure extends FormFailure {
  values?: Record<string, string | number>;
}

/**
 * The sign-in step: `status` asks whether the account is enrolled; `setup` holds the new secret while enrolling;
 * `recoveryCodes` the ten codes shown once after enrolment; `verified` once the session passed.
 */
export interface SignInState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  enrolled: boolean | null;
  setup: Resource<SecondFactorSetup>;
  submitting: boolean;
  failure: StaffFailure | null;
  recoveryCodes: string[] | null;
  verified: boolean;
}

export type UserAction = 'active' | 'roles' | 'passwordReset' | 'secondFactorReset' | 'delete';

export type StaffOutcome<A extends string> =
  | { kind: 'done'; action: A; id: number }
  | { kind: 'failed'; action: A; id: number; failure: FormFailure; lastAdmin?: boolean };

export interface UserDetailState {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'missing';
  id: number | null;
  data: StaffUser | null;
}

export type InboxAction = 'assign' | 'reply' | 'close';

export interface StaffState {
  signIn: SignInState;
  users: Resource<Page<StaffUser>>;
  user: UserDetailState;
  userAction: { pending: UserAction | null; outcome: StaffOutcome<UserAction> | null };
  /** The accounts inbox requests may be assigned to (hub colleagues and admins), for the assignee picker. */
  hubUsers: Resource<InboxAssignee[]>;
  audit: Resource<Page<AuditEntry>>;
  auditExport: { exporting: boolean; failure: FormFailure | null };
  inbox: Resource<Page<InboxRequest>>;
  inboxAction: { pending: { id: number; action: InboxAction } | null; outcome: StaffOutcome<InboxAction> | null };
}

const idleSignIn: SignInState = {
  status: 'idle',
  enrolled: null,
  setup: idleResource(),
  submitting: false,
  failure: null,
  recoveryCodes: null,
  verified: false,
};

export const initialStaffState: StaffState = {
  signIn: idleSignIn,
  users: idleResource(),
  user: { status: 'idle', id: null, data: null },
  userAction: { pending: null, outcome: null },
  hubUsers: idleResource(),
  audit: idleResource(),
  auditExport: { exporting: false, failure: null },
  inbox: idleResource(),
  inboxAction: { pending: null, outcome: null },
};

function replaceUser(state: StaffState, user: StaffUser) {
  if (state.user.id === user.id) state.user.data = user;
  const rows = state.users.data?.list;
  const index = rows?.findIndex((row) => row.id === user.id) ?? -1;
  if (rows && index >= 0) rows[index] = user;
}

function replaceRequest(state: StaffState, request: InboxRequest) {
  const rows = state.inbox.data?.list;
  const index = rows?.findIndex((row) => row.id === request.id) ?? -1;
  if (rows && index >= 0) rows[index] = request;
}

export const staffSlice = createSlice({
  name: 'consoleStaff',
  initialState: initialStaffState,
  reducers: {
    /* The sign-in step. */
    /** `idle`: the session passed once but sat idle, so a verified answer still needs a new code. */
    signInStarted(state, _action: PayloadAction<{ idle: boolean }>) {
      state.signIn = { ...idleSignIn, status: 'loading' };
    },
    signInStatusLoaded(state, action: PayloadAction<{ enrolled: boolean; verified: boolean }>) {
      state.signIn.status = 'ready';
      state.signIn.enrolled = action.payload.enrolled;
      state.signIn.verified = action.payload.verified;
    },
    signInStatusFailed(state) {
      state.signIn.status = 'error';
    },
    setupRequested(state) {
      markLoading(state.signIn.setup, 'setup');
      state.signIn.failure = null;
    },
    setupLoaded(state, action: PayloadAction<SecondFactorSetup>) {
      markReady(state.signIn.setup, 'setup', action.payload);
    },
    setupFailed(state) {
      markFailed(state.signIn.setup, 'setup');
    },
    enableRequested(state, _action: PayloadAction<string>) {
      state.signIn.submitting = true;
      state.signIn.failure = null;
    },
    enabled(state, action: PayloadAction<string[]>) {
      state.signIn.submitting = false;
      state.signIn.enrolled = true;
      state.signIn.recoveryCodes = action.payload;
      state.signIn.setup = idleResource();
    },
    verifyRequested(state, _action: PayloadAction<SecondFactorProof>) {
      state.signIn.submitting = true;
      state.signIn.failure = null;
    },
    verified(state) {
      state.signIn.submitting = false;
      state.signIn.verified = true;
    },
    signInFailed(state, action: PayloadAction<StaffFailure>) {
      state.signIn.submitting = false;
      state.signIn.failure = action.payload;
    },
    /** Leaving the step: nothing of it (a verified flag, the codes) may meet the next visit. */
    signInLeft(state) {
      state.signIn = idleSignIn;
    },
    signInFailureCleared(state) {
      state.signIn.failure = null;
    },
    /** The recovery codes have been stored: they leave the store, the session is verified. */
    recoveryCodesStored(state) {
      state.signIn.recoveryCodes = null;
      state.signIn.verified = true;
    },

    /* Users. */
    usersRequested(state, action: PayloadAction<UserQuery>) {
      markLoading(state.users, queryKey(action.payload));
    },
    usersLoaded(state, action: PayloadAction<{ key: string; data: Page<StaffUser> }>) {
      markReady(state.users, action.payload.key, action.payload.data);
    },
    usersFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.users, action.payload.key);
    },
    userRequested(state, action: PayloadAction<number>) {
      const same = state.user.id === action.payload;
      state.user = { status: 'loading', id: action.payload, data: same ? state.user.data : null };
      if (!same) state.userAction = { pending: null, outcome: null };
    },
    userLoaded(state, action: PayloadAction<StaffUser>) {
      if (state.user.id !== action.payload.id) return;
      state.user = { status: 'ready', id: action.payload.id, data: action.payload };
    },
    userFailed(state, action: PayloadAction<{ id: number; missing: boolean }>) {
      if (state.user.id !== action.payload.id) return;
      state.user = { status: action.payload.missing ? 'missing' : 'error', id: action.payload.id, data: null };
    },
    activeChangeRequested(state, _action: PayloadAction<{ id: number; active: boolean }>) {
      state.userAction = { pending: 'active', outcome: null };
    },
    rolesChangeRequested(state, _action: PayloadAction<{ id: number; roles: string[] }>) {
      state.userAction = { pending: 'roles', outcome: null };
    },
    passwordResetRequested(state, _action: PayloadAction<{ id: number }>) {
      state.userAction = { pending: 'passwordReset', outcome: null };
    },
    secondFactorResetRequested(state, _action: PayloadAction<{ id: number }>) {
      state.userAction = { pending: 'secondFactorReset', outcome: null };
    },
    deleteRequested(state, _action: PayloadAction<{ id: number }>) {
      state.userAction = { pending: 'delete', outcome: null };
    },
    userActionDone(state, action: PayloadAction<{ action: UserAction; id: number; user?: StaffUser }>) {
      const { user, ...rest } = action.payload;
      if (user) replaceUser(state, user);
      if (rest.action === 'delete') {
        if (state.user.id === rest.id) state.user = { status: 'missing', id: rest.id, data: null };
        state.users = idleResource();
      }
      state.userAction = { pending: null, outcome: { kind: 'done', ...rest } };
    },
    userActionFailed(state, action: PayloadAction<{ action: UserAction; id: number; failure: FormFailure; lastAdmin?: boolean }>) {
      state.userAction = { pending: null, outcome: { kind: 'failed', ...action.payload } };
    },
    userActionCleared(state) {
      state.userAction.outcome = null;
    },
    hubUsersRequested(state) {
      markLoading(state.hubUsers, 'hub');
    },
    hubUsersLoaded(state, action: PayloadAction<InboxAssignee[]>) {
      markReady(state.hubUsers, 'hub', action.payload);
    },
    hubUsersFailed(state) {
      markFailed(state.hubUsers, 'hub');
    },

    /* Audit. */
    auditRequested(state, action: PayloadAction<AuditQuery>) {
      markLoading(state.audit, queryKey(action.payload));
    },
    auditLoaded(state, action: PayloadAction<{ key: string; data: Page<AuditEntry> }>) {
      markReady(state.audit, action.payload.key, action.payload.data);
    },
    auditFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.audit, action.payload.key);
    },
    auditExportRequested(state, _action: PayloadAction<Omit<AuditQuery, 'page'>>) {
      state.auditExport = { exporting: true, failure: null };
    },
    auditExported(state) {
      state.auditExport = { exporting: false, failure: null };
    },
    auditExportFailed(state, action: PayloadAction<FormFailure>) {
      state.auditExport = { exporting: false, failure: action.payload };
    },

    /* Hub inbox. */
    inboxRequested(state, action: PayloadAction<InboxQuery>) {
      markLoading(state.inbox, queryKey(action.payload));
    },
    inboxLoaded(state, action: PayloadAction<{ key: string; data: Page<InboxRequest> }>) {
      markReady(state.inbox, action.payload.key, action.payload.data);
    },
    inboxFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.inbox, action.payload.key);
    },
    assignRequested(state, action: PayloadAction<{ id: number; userId: number | null }>) {
      state.inboxAction = { pending: { id: action.payload.id, action: 'assign' }, outcome: null };
    },
    replyRequested(state, action: PayloadAction<{ id: number; body: string }>) {
      state.inboxAction = { pending: { id: action.payload.id, action: 'reply' }, outcome: null };
    },
    closeRequested(state, action: PayloadAction<{ id: number }>) {
      state.inboxAction = { pending: { id: action.payload.id, action: 'close' }, outcome: null };
    },
    inboxActionDone(state, action: PayloadAction<{ action: InboxAction; id: number; request?: InboxRequest }>) {
      const { request, ...rest } = action.payload;
      if (request) replaceRequest(state, request);
      state.inboxAction = { pending: null, outcome: { kind: 'done', ...rest } };
    },
    inboxActionFailed(state, action: PayloadAction<{ action: InboxAction; id: number; failure: FormFailure }>) {
      state.inboxAction = { pending: null, outcome: { kind: 'failed', ...action.payload } };
    },
  },
  extraReducers: (builder) => {
    // A call refused for the session (sign-in step, signed out, role gone) ends nothing on screen by itself: what was
    // pending is let go, so the screens are usable again when the person comes back.
    const letGo = (state: StaffState) => {
      state.signIn.submitting = false;
      state.userAction.pending = null;
      state.inboxAction.pending = null;
      state.auditExport.exporting = false;
    };
    builder.addCase(secondFactorNeeded, letGo).addCase(accessLost, letGo);
  },
  selectors: {
    selectSignIn: (state) => state.signIn,
    selectUsers: (state) => state.users,
    selectUser: (state) => state.user,
    selectUserAction: (state) => state.userAction,
    selectHubUsers: (state) => state.hubUsers,
    selectAudit: (state) => state.audit,
    selectAuditExport: (state) => state.auditExport,
    selectInbox: (state) => state.inbox,
    selectInboxAction: (state) => state.inboxAction,
  },
});

export const {
  signInStarted,
  signInStatusLoaded,
  signInStatusFailed,
  setupRequested,
  setupLoaded,
  setupFailed,
  enableRequested,
  enabled,
  verifyRequested,
  verified,
  signInFailed,
  signInFailureCleared,
  signInLeft,
  recoveryCodesStored,
  usersRequested,
  usersLoaded,
  usersFailed,
  userRequested,
  userLoaded,
  userFailed,
  activeChangeRequested,
  rolesChangeRequested,
  passwordResetRequested,
  secondFactorResetRequested,
  deleteRequested,
  userActionDone,
  userActionFailed,
  userActionCleared,
  hubUsersRequested,
  hubUsersLoaded,
  hubUsersFailed,
  auditRequested,
  auditLoaded,
  auditFailed,
  auditExportRequested,
  auditExported,
  auditExportFailed,
  inboxRequested,
  inboxLoaded,
  inboxFailed,
  assignRequested,
  replyRequested,
  closeRequested,
  inboxActionDone,
  inboxActionFailed,
} = staffSlice.actions;
