import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markMissing, markReady, type Resource } from '@/lib/resource';
import type { LifeDetail, LifeSummary, LifeTab } from '../api/life-api';
import { lifeDetailKey, lifeListKey } from './life-query';

export interface LifeState {
  /** One tab's entries (the key is language and tab). */
  list: Resource<LifeSummary[]>;
  detail: Resource<LifeDetail>;
}

const initialState: LifeState = { list: idleResource(), detail: idleResource() };

export const lifeSlice = createSlice({
  name: 'life',
  initialState,
  reducers: {
    lifeListRequested: {
      reducer(state, action: PayloadAction<{ tab: LifeTab; language: Language }>) {
        markLoading(state.list, lifeListKey(action.payload.tab, action.payload.language));
      },
      prepare(tab: LifeTab, language: Language) {
        return { payload: { tab, language } };
      },
    },
    lifeListLoaded(state, action: PayloadAction<{ key: string; data: LifeSummary[] }>) {
      markReady(state.list, action.payload.key, action.payload.data);
    },
    lifeListFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.list, action.payload.key);
    },
    lifeDetailRequested: {
      reducer(state, action: PayloadAction<{ documentNo: string; language: Language }>) {
        // A different entry must not show the previous one while it loads.
        if (state.detail.data?.documentNo !== action.payload.documentNo) state.detail.data = undefined;
        markLoading(state.detail, lifeDetailKey(action.payload.documentNo, action.payload.language));
      },
      prepare(documentNo: string, language: Language) {
        return { payload: { documentNo, language } };
      },
    },
    lifeDetailLoaded(state, action: PayloadAction<{ key: string; data: LifeDetail }>) {
      markReady(state.detail, action.payload.key, action.payload.data);
    },
    /** `missing`: the server has no such entry (a not-found view, not a retry). */
    lifeDetailFailed(state, action: PayloadAction<{ key: string; missing?: boolean }>) {
      (action.payload.missing ? markMissing : markFailed)(state.detail, action.payload.key);
    },
  },
  selectors: {
    selectLifeList: (state) => state.list,
    selectLifeDetail: (state) => state.detail,
  },
});

export const { lifeListRequested, lifeListLoaded, lifeListFailed, lifeDetailRequested, lifeDetailLoaded, lifeDetailFailed } =
  lifeSlice.actions;
