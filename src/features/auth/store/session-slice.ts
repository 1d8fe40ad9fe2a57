import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The user record returned by login (spec §3): at least firstName, maybe permissions. */
export interface UserVo {
  firstName: string;
  email?: string;
  permissions?: string[];
  [key: string]: unknown;
}

export interface SessionState {
  user: UserVo | null;
  token: string | null;
}

const initialState: SessionState = { user: null, token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ user: UserVo; token: string }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
    },
    /** The user edited their profile: the header and session storage follow, the token stays. */
    sessionUserUpdated(state, action: PayloadAction<UserVo>) {
      if (state.token) state.user = action.payload;
    },
    sessionCleared(state) {
      state.user = null;
      state.token = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
    selectToken: (state) => state.token,
  },
});

export const { sessionStarted, sessionUserUpdated, sessionCleared } = sessionSlice.actions;
export const { selectUser, selectIsLoggedIn, selectToken } = sessionSlice.selectors;
