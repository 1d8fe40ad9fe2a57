import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markMissing, markReady, type Resource } from '@/lib/resource';
import type { JobDetail, JobQuery, JobSummary } from '../api/employment-api';
import { jobDetailKey, queryKey } from './job-query';

export interface EmploymentState {
  list: Resource<Page<JobSummary>>;
  detail: Resource<JobDetail>;
}

const initialState: EmploymentState = { list: idleResource(), detail: idleResource() };

export const employmentSlice = createSlice({
  name: 'employment',
  initialState,
  reducers: {
    jobsListRequested: {
      reducer(state, action: PayloadAction<{ query: JobQuery; language: Language; key: string }>) {
        markLoading(state.list, action.payload.key);
      },
      prepare(query: JobQuery, language: Language) {
        return { payload: { query, language, key: queryKey(query, language) } };
      },
    },
    jobsListLoaded(state, action: PayloadAction<{ key: string; data: Page<JobSummary> }>) {
      markReady(state.list, action.payload.key, action.payload.data);
    },
    jobsListFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.list, action.payload.key);
    },
    jobDetailRequested: {
      reducer(state, action: PayloadAction<{ documentNo: string; language: Language }>) {
        // Another job must not show the previous one while it loads.
        if (state.detail.data?.documentNo !== action.payload.documentNo) state.detail.data = undefined;
        markLoading(state.detail, jobDetailKey(action.payload.documentNo, action.payload.language));
      },
      prepare(documentNo: string, language: Language) {
        return { payload: { documentNo, language } };
      },
    },
    jobDetailLoaded(state, action: PayloadAction<{ key: string; data: JobDetail }>) {
      markReady(state.detail, action.payload.key, action.payload.data);
    },
    /** `missing`: the server has no such job (a not-found view and a 404, not a retry). */
    jobDetailFailed(state, action: PayloadAction<{ key: string; missing?: boolean }>) {
      (action.payload.missing ? markMissing : markFailed)(state.detail, action.payload.key);
    },
  },
  selectors: {
    selectJobsList: (state) => state.list,
    selectJobDetail: (state) => state.detail,
  },
});

export const { jobsListRequested, jobsListLoaded, jobsListFailed, jobDetailRequested, jobDetailLoaded, jobDetailFailed } = employmentSlice.actions;
