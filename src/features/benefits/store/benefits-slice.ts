import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markMissing, markReady, type Resource } from '@/lib/resource';
import type { BenefitDetail, BenefitQuery, BenefitSummary, BenefitTaxonomy, Page } from '../api/benefits-api';
import { queryKey } from './benefit-query';

export interface BenefitsState {
  list: Resource<Page<BenefitSummary>>;
  taxonomy: Resource<BenefitTaxonomy>;
  detail: Resource<BenefitDetail>;
}

const initialState: BenefitsState = { list: idleResource(), taxonomy: idleResource(), detail: idleResource() };

export const detailKey = (documentNo: string, language: Language) => `${language}:${documentNo}`;

export const benefitsSlice = createSlice({
  name: 'benefits',
  initialState,
  reducers: {
    benefitsListRequested: {
      reducer(state, action: PayloadAction<{ query: BenefitQuery; language: Language; key: string }>) {
        markLoading(state.list, action.payload.key);
      },
      prepare(query: BenefitQuery, language: Language) {
        return { payload: { query, language, key: queryKey(query, language) } };
      },
    },
    benefitsListLoaded(state, action: PayloadAction<{ key: string; data: Page<BenefitSummary> }>) {
      markReady(state.list, action.payload.key, action.payload.data);
    },
    benefitsListFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.list, action.payload.key);
    },
    taxonomyRequested(state, action: PayloadAction<Language>) {
      markLoading(state.taxonomy, action.payload);
    },
    taxonomyLoaded(state, action: PayloadAction<{ language: Language; data: BenefitTaxonomy }>) {
      markReady(state.taxonomy, action.payload.language, action.payload.data);
    },
    taxonomyFailed(state, action: PayloadAction<Language>) {
      markFailed(state.taxonomy, action.payload);
    },
    benefitDetailRequested: {
      reducer(state, action: PayloadAction<{ documentNo: string; language: Language }>) {
        // A different document must not show the previous one while it loads.
        const key = detailKey(action.payload.documentNo, action.payload.language);
        if (state.detail.data?.documentNo !== action.payload.documentNo) state.detail.data = undefined;
        markLoading(state.detail, key);
      },
      prepare(documentNo: string, language: Language) {
        return { payload: { documentNo, language } };
      },
    },
    benefitDetailLoaded(state, action: PayloadAction<{ key: string; data: BenefitDetail }>) {
      markReady(state.detail, action.payload.key, action.payload.data);
    },
    /** `missing`: the server has no such document (a not-found view, not a retry). */
    benefitDetailFailed(state, action: PayloadAction<{ key: string; missing?: boolean }>) {
      (action.payload.missing ? markMissing : markFailed)(state.detail, action.payload.key);
    },
  },
  selectors: {
    selectBenefitsList: (state) => state.list,
    selectTaxonomy: (state) => state.taxonomy,
    selectBenefitDetail: (state) => state.detail,
  },
});

export const {
  benefitsListRequested,
  benefitsListLoaded,
  benefitsListFailed,
  taxonomyRequested,
  taxonomyLoaded,
  taxonomyFailed,
  benefitDetailRequested,
  benefitDetailLoaded,
  benefitDetailFailed,
} = benefitsSlice.actions;
