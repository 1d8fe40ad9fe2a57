import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markMissing, markReady, type Resource } from '@/lib/resource';
import type { ServiceDetail, ServiceQuery, ServiceSummary, TalentTypeOption } from '../api/services-api';
import { queryKey } from './service-query';

export interface ServicesState {
  list: Resource<Page<ServiceSummary>>;
  talentTypes: Resource<TalentTypeOption[]>;
  detail: Resource<ServiceDetail>;
}

const initialState: ServicesState = { list: idleResource(), talentTypes: idleResource(), detail: idleResource() };

export const serviceDetailKey = (documentNo: string, language: Language) => `${language}:${documentNo}`;

export const servicesSlice = createSlice({
  name: 'services',
  initialState,
  reducers: {
    servicesListRequested: {
      reducer(state, action: PayloadAction<{ query: ServiceQuery; language: Language; key: string }>) {
        markLoading(state.list, action.payload.key);
      },
      prepare(query: ServiceQuery, language: Language) {
        return { payload: { query, language, key: queryKey(query, language) } };
      },
    },
    servicesListLoaded(state, action: PayloadAction<{ key: string; data: Page<ServiceSummary> }>) {
      markReady(state.list, action.payload.key, action.payload.data);
    },
    servicesListFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.list, action.payload.key);
    },
    talentTypesRequested(state, action: PayloadAction<Language>) {
      markLoading(state.talentTypes, action.payload);
    },
    talentTypesLoaded(state, action: PayloadAction<{ key: string; data: TalentTypeOption[] }>) {
      markReady(state.talentTypes, action.payload.key, action.payload.data);
    },
    talentTypesFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.talentTypes, action.payload.key);
    },
    serviceDetailRequested: {
      reducer(state, action: PayloadAction<{ documentNo: string; language: Language }>) {
        // A different document must not show the previous one while it loads.
        if (state.detail.data?.documentNo !== action.payload.documentNo) state.detail.data = undefined;
        markLoading(state.detail, serviceDetailKey(action.payload.documentNo, action.payload.language));
      },
      prepare(documentNo: string, language: Language) {
        return { payload: { documentNo, language } };
      },
    },
    serviceDetailLoaded(state, action: PayloadAction<{ key: string; data: ServiceDetail }>) {
      markReady(state.detail, action.payload.key, action.payload.data);
    },
    /** `missing`: the server has no such document (a not-found view, not a retry). */
    serviceDetailFailed(state, action: PayloadAction<{ key: string; missing?: boolean }>) {
      (action.payload.missing ? markMissing : markFailed)(state.detail, action.payload.key);
    },
  },
  selectors: {
    selectServicesList: (state) => state.list,
    selectTalentTypes: (state) => state.talentTypes,
    selectServiceDetail: (state) => state.detail,
  },
});

export const {
  servicesListRequested,
  servicesListLoaded,
  servicesListFailed,
  talentTypesRequested,
  talentTypesLoaded,
  talentTypesFailed,
  serviceDetailRequested,
  serviceDetailLoaded,
  serviceDetailFailed,
} = servicesSlice.actions;
