import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '@/lib/account/form-failure';
import type { ProfileData } from '../api/profile-api';
import type { ProfileValues } from './profile-rules';

export interface ProfileState {
  data: ProfileData | null;
  loading: boolean;
  loadFailure: FormFailure | null;
  mode: 'view' | 'edit';
  saving: boolean;
  saveFailure: FormFailure | null;
  password: { submitting: boolean; failure: FormFailure | null; /** Bumped on success so the form clears. */ changes: number };
  deleting: boolean;
  deleteFailure: FormFailure | null;
  /** Set after logout or deletion: the page leaves for this path. */
  leaveTo: string | null;
}

const initialState: ProfileState = {
  data: null,
  loading: false,
  loadFailure: null,
  mode: 'view',
  saving: false,
  saveFailure: null,
  password: { submitting: false, failure: null, changes: 0 },
  deleting: false,
  deleteFailure: null,
  leaveTo: null,
};

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileRequested(state) {
      state.loading = true;
      state.loadFailure = null;
    },
    profileLoaded(state, action: PayloadAction<ProfileData>) {
      state.data = action.payload;
      state.loading = false;
    },
    profileLoadFailed(state, action: PayloadAction<FormFailure>) {
      state.loading = false;
      state.loadFailure = action.payload;
    },
    editStarted(state) {
      state.mode = 'edit';
      state.saveFailure = null;
    },
    editCancelled(state) {
      state.mode = 'view';
      state.saveFailure = null;
    },
    profileSaveRequested(state, _action: PayloadAction<ProfileValues>) {
      state.saving = true;
      state.saveFailure = null;
    },
    profileSaved(state, action: PayloadAction<ProfileData>) {
      state.data = action.payload;
      state.saving = false;
      state.mode = 'view';
    },
    profileSaveFailed(state, action: PayloadAction<FormFailure>) {
      state.saving = false;
      state.saveFailure = action.payload;
    },
    passwordChangeRequested(state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) {
      state.password.submitting = true;
      state.password.failure = null;
    },
    passwordChanged(state) {
      state.password.submitting = false;
      state.password.changes += 1;
    },
    passwordChangeFailed(state, action: PayloadAction<FormFailure>) {
      state.password.submitting = false;
      state.password.failure = action.payload;
    },
    logoutRequested() {},
    deleteRequested(state, _action: PayloadAction<{ password: string }>) {
      state.deleting = true;
      state.deleteFailure = null;
    },
    deleteFailed(state, action: PayloadAction<FormFailure>) {
      state.deleting = false;
      state.deleteFailure = action.payload;
    },
    deleteCanceled(state) {
      state.deleteFailure = null;
    },
    /** The account's session is over (logout, deletion, or a token the server no longer knows). */
    profileClosed(_state, action: PayloadAction<string>) {
      return { ...initialState, leaveTo: action.payload };
    },
    leaveDone(state) {
      state.leaveTo = null;
    },
  },
  selectors: {
    selectProfile: (state) => state,
  },
});

export const {
  profileRequested,
  profileLoaded,
  profileLoadFailed,
  editStarted,
  editCancelled,
  profileSaveRequested,
  profileSaved,
  profileSaveFailed,
  passwordChangeRequested,
  passwordChanged,
  passwordChangeFailed,
  logoutRequested,
  deleteRequested,
  deleteFailed,
  deleteCanceled,
  profileClosed,
  leaveDone,
} = profileSlice.actions;
export const { selectProfile } = profileSlice.selectors;
