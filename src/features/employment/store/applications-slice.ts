import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '@/lib/account/form-failure';
import type { ApplicationView, SavedSearch, SavedSearchQuery, UploadProgress } from '../api/applications-api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Why a delivery failed: the HTTP status (401 offers the login link) and what the server or network said. */
export interface DeliveryFailure {
  status?: number;
  /** The server's localized reason (e.g. a type refused by content), or a time-out / network message id. */
  detail?: FormFailure;
}

export interface DeliveryState {
  /** The job the current (or last) delivery is for. */
  jobNo: string | null;
  status: 'idle' | 'uploading' | 'sent' | 'failed';
  loaded: number;
  total: number;
  failure: DeliveryFailure | null;
}

export interface ApplicationsState {
  /**
   * Whose lists these are: the session token they were loaded with. A new login (another token) starts them again;
   * null is nobody's, as in the server render, which never has a token.
   */
  owner: string | null;
  list: { status: LoadStatus; items: ApplicationView[] };
  /** Applications whose withdrawal is on its way. */
  withdrawing: number[];
  delivery: DeliveryState;
  savedSearches: { status: LoadStatus; items: SavedSearch[]; deleting: number[] };
  /** Saving the board's current search; `key` names the search it was for. */
  saveSearch: { status: 'idle' | 'saving' | 'saved' | 'failed'; key: string | null; failure: FormFailure | null };
}

const idleDelivery: DeliveryState = { jobNo: null, status: 'idle', loaded: 0, total: 0, failure: null };

/** Fresh objects each time: an adopted state is mutated later, and the initial state is frozen. */
function emptyState(owner: string | null, delivery: DeliveryState): ApplicationsState {
  return {
    owner,
    list: { status: 'idle', items: [] },
    withdrawing: [],
    delivery,
    savedSearches: { status: 'idle', items: [], deleting: [] },
    saveSearch: { status: 'idle', key: null, failure: null },
  };
}

const initialState = emptyState(null, idleDelivery);

/** Another session's lists are not this one's: everything starts again for the new owner (a running upload stays). */
function adopt(state: ApplicationsState, owner: string): void {
  if (state.owner === owner) return;
  Object.assign(state, emptyState(owner, state.delivery.status === 'uploading' ? state.delivery : { ...idleDelivery }));
}

/** The newest delivery first; a second delivery to a job replaces its application. */
function upsert(items: ApplicationView[], view: ApplicationView): ApplicationView[] {
  return [view, ...items.filter((item) => item.id !== view.id && item.jobNo !== view.jobNo)];
}

export const applicationsSlice = createSlice({
  name: 'applications',
  initialState,
  reducers: {
    applicationsRequested(state, action: PayloadAction<string>) {
      adopt(state, action.payload);
      state.list.status = 'loading';
    },
    applicationsLoaded(state, action: PayloadAction<{ owner: string; items: ApplicationView[] }>) {
      if (state.owner !== action.payload.owner) return;
      state.list = { status: 'ready', items: action.payload.items };
    },
    applicationsFailed(state, action: PayloadAction<{ owner: string }>) {
      if (state.owner === action.payload.owner) state.list.status = 'error';
    },
    /** The session ended: nothing of it stays in memory. */
    applicationsCleared() {
      return initialState;
    },

    /** `ticket` names the staged File (a File is no action payload: see staged-resume.ts). */
    deliveryRequested(state, action: PayloadAction<{ jobNo: string; ticket: string; size: number }>) {
      // One upload at a time: the saga ignores a request while one runs, and so does the dialog's state.
      if (state.delivery.status === 'uploading') return;
      state.delivery = { jobNo: action.payload.jobNo, status: 'uploading', loaded: 0, total: action.payload.size, failure: null };
    },
    deliveryProgressed(state, action: PayloadAction<UploadProgress>) {
      if (state.delivery.status !== 'uploading') return;
      state.delivery.loaded = action.payload.loaded;
      state.delivery.total = action.payload.total;
    },
    deliverySucceeded(state, action: PayloadAction<ApplicationView>) {
      state.delivery = { ...state.delivery, status: 'sent', loaded: state.delivery.total, failure: null };
      state.list.items = upsert(state.list.items, action.payload);
    },
    deliveryFailed(state, action: PayloadAction<DeliveryFailure>) {
      state.delivery = { ...state.delivery, status: 'failed', loaded: 0, failure: action.payload };
    },
    /** The visitor stopped the upload: the dialog is back to the chosen file; the saga aborts the request. */
    deliveryCancelRequested(state) {
      if (state.delivery.status === 'uploading') state.delivery = { ...idleDelivery, jobNo: state.delivery.jobNo };
    },
    /** The dialog opened or closed: the last outcome is not shown again. */
    deliveryReset(state) {
      if (state.delivery.status !== 'uploading') state.delivery = idleDelivery;
    },

    withdrawRequested(state, action: PayloadAction<number>) {
      if (!state.withdrawing.includes(action.payload)) state.withdrawing.push(action.payload);
    },
    withdrawSucceeded(state, action: PayloadAction<ApplicationView>) {
      state.withdrawing = state.withdrawing.filter((id) => id !== action.payload.id);
      state.list.items = state.list.items.map((item) => (item.id === action.payload.id ? action.payload : item));
    },
    withdrawFailed(state, action: PayloadAction<number>) {
      state.withdrawing = state.withdrawing.filter((id) => id !== action.payload);
    },

    savedSearchesRequested(state, action: PayloadAction<string>) {
      adopt(state, action.payload);
      state.savedSearches.status = 'loading';
    },
    savedSearchesLoaded(state, action: PayloadAction<{ owner: string; items: SavedSearch[] }>) {
      if (state.owner !== action.payload.owner) return;
      state.savedSearches = { status: 'ready', items: action.payload.items, deleting: [] };
    },
    savedSearchesFailed(state, action: PayloadAction<{ owner: string }>) {
      if (state.owner === action.payload.owner) state.savedSearches.status = 'error';
    },
    searchSaveRequested(state, action: PayloadAction<{ query: SavedSearchQuery; key: string }>) {
      state.saveSearch = { status: 'saving', key: action.payload.key, failure: null };
    },
    searchSaved(state, action: PayloadAction<{ key: string; saved: SavedSearch }>) {
      state.saveSearch = { status: 'saved', key: action.payload.key, failure: null };
      if (state.savedSearches.status === 'ready') state.savedSearches.items.unshift(action.payload.saved);
    },
    searchSaveFailed(state, action: PayloadAction<{ key: string; failure: FormFailure }>) {
      state.saveSearch = { status: 'failed', key: action.payload.key, failure: action.payload.failure };
    },
    savedSearchDeleteRequested(state, action: PayloadAction<number>) {
      if (!state.savedSearches.deleting.includes(action.payload)) state.savedSearches.deleting.push(action.payload);
    },
    savedSearchDeleted(state, action: PayloadAction<number>) {
      state.savedSearches.deleting = state.savedSearches.deleting.filter((id) => id !== action.payload);
      state.savedSearches.items = state.savedSearches.items.filter((item) => item.id !== action.payload);
    },
    savedSearchDeleteFailed(state, action: PayloadAction<number>) {
      state.savedSearches.deleting = state.savedSearches.deleting.filter((id) => id !== action.payload);
    },
  },
  selectors: {
    selectApplicationsOwner: (state) => state.owner,
    selectApplicationList: (state) => state.list,
    selectWithdrawing: (state) => state.withdrawing,
    selectDelivery: (state) => state.delivery,
    selectSavedSearches: (state) => state.savedSearches,
    selectSaveSearch: (state) => state.saveSearch,
    /** The jobs the user has a standing application to (withdrawn ones excluded): the board's "applied" badges. */
    selectAppliedJobNos: createSelector(
      [(state: ApplicationsState) => state.list.items],
      (items): ReadonlySet<string> => new Set(items.filter((item) => item.status !== 'withdrawn').map((item) => item.jobNo)),
    ),
    /** The user's application to one job (the newest, withdrawn or not), if any. */
    selectApplicationOf: (state, jobNo: string) => state.list.items.find((item) => item.jobNo === jobNo) ?? null,
  },
});

export const {
  applicationsRequested,
  applicationsLoaded,
  applicationsFailed,
  applicationsCleared,
  deliveryRequested,
  deliveryProgressed,
  deliverySucceeded,
  deliveryFailed,
  deliveryCancelRequested,
  deliveryReset,
  withdrawRequested,
  withdrawSucceeded,
  withdrawFailed,
  savedSearchesRequested,
  savedSearchesLoaded,
  savedSearchesFailed,
  searchSaveRequested,
  searchSaved,
  searchSaveFailed,
  savedSearchDeleteRequested,
  savedSearchDeleted,
  savedSearchDeleteFailed,
} = applicationsSlice.actions;
