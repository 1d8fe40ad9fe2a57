import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type { AboutContent } from '../api/about-api';

export interface AboutState {
  /** The page in one language (the key is the language). */
  page: Resource<AboutContent>;
}

const initialState: AboutState = { page: idleResource() };

export const aboutSlice = createSlice({
  name: 'about',
  initialState,
  reducers: {
    aboutRequested(state, action: PayloadAction<Language>) {
      markLoading(state.page, action.payload);
    },
    aboutLoaded(state, action: PayloadAction<{ key: string; data: AboutContent }>) {
      markReady(state.page, action.payload.key, action.payload.data);
    },
    aboutFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.page, action.payload.key);
    },
  },
  selectors: {
    selectAbout: (state) => state.page,
  },
});

export const { aboutRequested, aboutLoaded, aboutFailed } = aboutSlice.actions;
