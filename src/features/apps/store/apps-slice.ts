import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type { GuideCategory } from '../api/apps-api';

export interface AppsState {
  /** The whole guide in one language (the key is the language). */
  guide: Resource<GuideCategory[]>;
}

const initialState: AppsState = { guide: idleResource() };

export const appsSlice = createSlice({
  name: 'apps',
  initialState,
  reducers: {
    appsGuideRequested(state, action: PayloadAction<Language>) {
      markLoading(state.guide, action.payload);
    },
    appsGuideLoaded(state, action: PayloadAction<{ key: string; data: GuideCategory[] }>) {
      markReady(state.guide, action.payload.key, action.payload.data);
    },
    appsGuideFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.guide, action.payload.key);
    },
  },
  selectors: {
    selectAppsGuide: (state) => state.guide,
  },
});

export const { appsGuideRequested, appsGuideLoaded, appsGuideFailed } = appsSlice.actions;
