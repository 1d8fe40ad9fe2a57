import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markMissing, markReady, type Resource } from '@/lib/resource';
import type { HkMacaoGuide, HkMacaoGuideSummary, HkMacaoTab, HkMacaoTeaser } from '../api/hkmacao-api';
import { hkMacaoGuideKey, hkMacaoListKey } from './hkmacao-query';

export interface HkMacaoState {
  list: Resource<Page<HkMacaoTeaser>>;
  /** The page's own guides in one language (the key is the language). */
  guides: Resource<HkMacaoGuideSummary[]>;
  guide: Resource<HkMacaoGuide>;
}

const initialState: HkMacaoState = { list: idleResource(), guides: idleResource(), guide: idleResource() };

export const hkMacaoSlice = createSlice({
  name: 'hkMacao',
  initialState,
  reducers: {
    hkMacaoListRequested: {
      reducer(state, action: PayloadAction<{ tab: HkMacaoTab; page: number; language: Language }>) {
        const { tab, page, language } = action.payload;
        markLoading(state.list, hkMacaoListKey(tab, page, language));
      },
      prepare(tab: HkMacaoTab, page: number, language: Language) {
        return { payload: { tab, page, language } };
      },
    },
    hkMacaoListLoaded(state, action: PayloadAction<{ key: string; data: Page<HkMacaoTeaser> }>) {
      markReady(state.list, action.payload.key, action.payload.data);
    },
    hkMacaoListFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.list, action.payload.key);
    },
    hkMacaoGuidesRequested(state, action: PayloadAction<Language>) {
      markLoading(state.guides, action.payload);
    },
    hkMacaoGuidesLoaded(state, action: PayloadAction<{ key: string; data: HkMacaoGuideSummary[] }>) {
      markReady(state.guides, action.payload.key, action.payload.data);
    },
    hkMacaoGuidesFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.guides, action.payload.key);
    },
    hkMacaoGuideRequested: {
      reducer(state, action: PayloadAction<{ documentNo: string; language: Language }>) {
        if (state.guide.data?.documentNo !== action.payload.documentNo) state.guide.data = undefined;
        markLoading(state.guide, hkMacaoGuideKey(action.payload.documentNo, action.payload.language));
      },
      prepare(documentNo: string, language: Language) {
        return { payload: { documentNo, language } };
      },
    },
    hkMacaoGuideLoaded(state, action: PayloadAction<{ key: string; data: HkMacaoGuide }>) {
      markReady(state.guide, action.payload.key, action.payload.data);
    },
    /** `missing`: the server has no such guide (a not-found view, not a retry). */
    hkMacaoGuideFailed(state, action: PayloadAction<{ key: string; missing?: boolean }>) {
      (action.payload.missing ? markMissing : markFailed)(state.guide, action.payload.key);
    },
  },
  selectors: {
    selectHkMacaoList: (state) => state.list,
    selectHkMacaoGuides: (state) => state.guides,
    selectHkMacaoGuide: (state) => state.guide,
  },
});

export const {
  hkMacaoListRequested,
  hkMacaoListLoaded,
  hkMacaoListFailed,
  hkMacaoGuidesRequested,
  hkMacaoGuidesLoaded,
  hkMacaoGuidesFailed,
  hkMacaoGuideRequested,
  hkMacaoGuideLoaded,
  hkMacaoGuideFailed,
} = hkMacaoSlice.actions;
