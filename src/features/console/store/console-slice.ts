import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '@/lib/account/form-failure';
import type { Page } from '@/lib/http/page';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type { ApplicationQuery, ApplicationStatus, ConsoleApplication, ConsoleJob, ConsoleMe, KioskDevice, KioskKey, StaffStatus } from '../api/console-api';
import { applicationQueryKey } from '../console-rules';
import type { SecondFactorNeed } from '../staff-rules';

/**
 * Where the caller stands: not yet asked, being checked with the server, granted (with what /me answered), refused
 * (signed in without a console role), signed out (no session, or one the server no longer accepts), or the check
 * failed (network): a retry is offered. `secondFactor`: signed in with a staff role, but this session has not passed the
 * console's second factor yet, or sat idle past its shorter limit: the sign-in step comes first.
 */
export type AccessStatus = 'idle' | 'checking' | 'granted' | 'denied' | 'signedOut' | 'error' | 'secondFactor';

/** The kiosk list (admins only): `forbidden` when the server refuses a caller without the admin role. */
export interface KiosksState {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'forbidden';
  /** Kept on screen while a refresh runs. */
  data: KioskDevice[] | undefined;
}

/** Registering a kiosk: the device key is shown from `done` until the admin closes it (it is never shown again). */
export interface KioskRegistrationState {
  saving: boolean;
  outcome: ActionOutcome<KioskKey> | null;
}

export type DetailStatus = 'idle' | 'loading' | 'ready' | 'error' | 'missing' | 'forbidden';

export interface DetailState {
  status: DetailStatus;
  id: number | null;
  data: ConsoleApplication | null;
  /** Why the application cannot be shown (the server's own words when it gave them). */
  failure: FormFailure | null;
}

/** What became of the last action on the open application, shown beside its control until the next one. */
export type ActionOutcome<T = undefined> = { kind: 'done'; value: T } | { kind: 'failed'; failure: FormFailure };

export interface ConsoleState {
  access: { status: AccessStatus; me: ConsoleMe | null; secondFactor?: SecondFactorNeed | null };
  jobs: Resource<ConsoleJob[]>;
  list: Resource<Page<ConsoleApplication>>;
  detail: DetailState;
  status: { pending: StaffStatus | null; outcome: ActionOutcome<ApplicationStatus> | null };
  note: { saving: boolean; outcome: ActionOutcome | null };
  download: { downloading: boolean; failure: FormFailure | null };
  kiosks: KiosksState;
  kioskRegistration: KioskRegistrationState;
  /** Set once the server session has ended: the console leaves for this path (the login page wipes the local one). */
  leaveTo: string | null;
}

const idleDetail: DetailState = { status: 'idle', id: null, data: null, failure: null };

export const initialConsoleState: ConsoleState = {
  access: { status: 'idle', me: null },
  jobs: idleResource(),
  list: idleResource(),
  detail: idleDetail,
  status: { pending: null, outcome: null },
  note: { saving: false, outcome: null },
  download: { downloading: false, failure: null },
  kiosks: { status: 'idle', data: undefined },
  kioskRegistration: { saving: false, outcome: null },
  leaveTo: null,
};

/** A changed application replaces its copies: the open detail and its row in the list on hand. */
function replaceApplication(state: ConsoleState, application: ConsoleApplication) {
  if (state.detail.id === application.id) state.detail.data = application;
  const rows = state.list.data?.list;
  const index = rows?.findIndex((row) => row.id === application.id) ?? -1;
  if (rows && index >= 0) rows[index] = application;
}

export const consoleSlice = createSlice({
  name: 'console',
  initialState: initialConsoleState,
  reducers: {
    accessRequested(state) {
      state.access.status = 'checking';
    },
    accessGranted(state, action: PayloadAction<ConsoleMe>) {
      state.access = { status: 'granted', me: action.payload };
    },
    /** The server refused the caller: no role (denied) or no valid session (signedOut). Everything loaded goes. */
    accessLost(_state, action: PayloadAction<'denied' | 'signedOut'>) {
      return { ...initialConsoleState, access: { status: action.payload, me: null } };
    },
    accessFailed(state) {
      state.access.status = 'error';
    },
    /** A console call answered 40311/40312: the sign-in step, then back to where the person was. */
    secondFactorNeeded(state, action: PayloadAction<SecondFactorNeed>) {
      state.access = { status: 'secondFactor', me: state.access.me, secondFactor: action.payload };
    },

    jobsRequested(state) {
      markLoading(state.jobs, 'jobs');
    },
    jobsLoaded(state, action: PayloadAction<ConsoleJob[]>) {
      markReady(state.jobs, 'jobs', action.payload);
    },
    jobsFailed(state) {
      markFailed(state.jobs, 'jobs');
    },

    listRequested(state, action: PayloadAction<ApplicationQuery>) {
      markLoading(state.list, applicationQueryKey(action.payload));
    },
    listLoaded(state, action: PayloadAction<{ key: string; data: Page<ConsoleApplication> }>) {
      markReady(state.list, action.payload.key, action.payload.data);
    },
    listFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.list, action.payload.key);
    },

    detailRequested(state, action: PayloadAction<number>) {
      const same = state.detail.id === action.payload;
      // Another application starts clean; the same one keeps its data on screen while it refreshes.
      state.detail = { status: 'loading', id: action.payload, data: same ? state.detail.data : null, failure: null };
      state.status = { pending: null, outcome: null };
      state.note = { saving: false, outcome: null };
      state.download = { downloading: false, failure: null };
    },
    detailLoaded(state, action: PayloadAction<ConsoleApplication>) {
      if (state.detail.id !== action.payload.id) return;
      state.detail = { status: 'ready', id: action.payload.id, data: action.payload, failure: null };
    },
    detailFailed(state, action: PayloadAction<{ id: number; status: 'error' | 'missing' | 'forbidden'; failure: FormFailure }>) {
      if (state.detail.id !== action.payload.id) return;
      state.detail = { status: action.payload.status, id: action.payload.id, data: null, failure: action.payload.failure };
    },

    statusChangeRequested(state, action: PayloadAction<{ id: number; status: StaffStatus }>) {
      state.status = { pending: action.payload.status, outcome: null };
    },
    statusChanged(state, action: PayloadAction<ConsoleApplication>) {
      replaceApplication(state, action.payload);
      state.status = { pending: null, outcome: { kind: 'done', value: action.payload.status } };
    },
    statusChangeFailed(state, action: PayloadAction<FormFailure>) {
      state.status = { pending: null, outcome: { kind: 'failed', failure: action.payload } };
    },

    noteSaveRequested(state, _action: PayloadAction<{ id: number; note: string }>) {
      state.note = { saving: true, outcome: null };
    },
    noteSaved(state, action: PayloadAction<ConsoleApplication>) {
      replaceApplication(state, action.payload);
      state.note = { saving: false, outcome: { kind: 'done', value: undefined } };
    },
    noteSaveFailed(state, action: PayloadAction<FormFailure>) {
      state.note = { saving: false, outcome: { kind: 'failed', failure: action.payload } };
    },

    resumeRequested(state, _action: PayloadAction<{ id: number; fallbackName: string }>) {
      state.download = { downloading: true, failure: null };
    },
    resumeSaved(state) {
      state.download = { downloading: false, failure: null };
    },
    resumeFailed(state, action: PayloadAction<FormFailure>) {
      state.download = { downloading: false, failure: action.payload };
    },

    kiosksRequested(state) {
      state.kiosks.status = 'loading';
    },
    kiosksLoaded(state, action: PayloadAction<KioskDevice[]>) {
      state.kiosks = { status: 'ready', data: action.payload };
    },
    kiosksFailed(state, action: PayloadAction<'error' | 'forbidden'>) {
      state.kiosks = { status: action.payload, data: action.payload === 'forbidden' ? undefined : state.kiosks.data };
    },

    kioskRegisterRequested(state, _action: PayloadAction<{ deviceId: string }>) {
      state.kioskRegistration = { saving: true, outcome: null };
    },
    kioskRegistered(state, action: PayloadAction<KioskKey>) {
      state.kioskRegistration = { saving: false, outcome: { kind: 'done', value: action.payload } };
    },
    kioskRegisterFailed(state, action: PayloadAction<FormFailure>) {
      state.kioskRegistration = { saving: false, outcome: { kind: 'failed', failure: action.payload } };
    },
    /** The admin has copied the key: it leaves the screen (and the store) for good. */
    kioskKeyDismissed(state) {
      state.kioskRegistration = { saving: false, outcome: null };
    },

    signOutRequested() {},
    signedOut(_state, action: PayloadAction<string>) {
      return { ...initialConsoleState, leaveTo: action.payload };
    },
    leaveDone(state) {
      state.leaveTo = null;
    },
  },
  selectors: {
    selectAccess: (state) => state.access,
    selectJobs: (state) => state.jobs,
    selectList: (state) => state.list,
    selectDetail: (state) => state.detail,
    selectStatusChange: (state) => state.status,
    selectNote: (state) => state.note,
    selectDownload: (state) => state.download,
    selectKiosks: (state) => state.kiosks,
    selectKioskRegistration: (state) => state.kioskRegistration,
    selectLeaveTo: (state) => state.leaveTo,
  },
});

export const {
  accessRequested,
  accessGranted,
  accessLost,
  accessFailed,
  secondFactorNeeded,
  jobsRequested,
  jobsLoaded,
  jobsFailed,
  listRequested,
  listLoaded,
  listFailed,
  detailRequested,
  detailLoaded,
  detailFailed,
  statusChangeRequested,
  statusChanged,
  statusChangeFailed,
  noteSaveRequested,
  noteSaved,
  noteSaveFailed,
  resumeRequested,
  resumeSaved,
  resumeFailed,
  kiosksRequested,
  kiosksLoaded,
  kiosksFailed,
  kioskRegisterRequested,
  kioskRegistered,
  kioskRegisterFailed,
  kioskKeyDismissed,
  signOutRequested,
  signedOut,
  leaveDone,
} = consoleSlice.actions;
