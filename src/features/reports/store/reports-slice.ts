import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '@/lib/account/form-failure';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markMissing, markReady, type Resource } from '@/lib/resource';
import type { AnswerValue, Questionnaire, Report, ReportAnswers, TopicId } from '../api/reports-api';
import type { AnswerProblems } from './report-answers';

/** The questionnaire in progress: this tab's answers, what is wrong with them, and the generation under way. */
export interface FlowState {
  /** The answers were read back from this tab's storage (once per page life, after hydration). */
  restored: boolean;
  answers: ReportAnswers;
  /** The problems shown, by question id: found on leaving a topic, or named by the server's refusal. */
  problems: AnswerProblems;
  generating: boolean;
  /** A refusal that names no question (too many reports, the network): shown beside the buttons. */
  failure: FormFailure | null;
}

export interface ReportsState {
  /** The questions in one language (the key is the language). */
  questionnaire: Resource<Questionnaire>;
  flow: FlowState;
  /** One report in one language (the key is `id|language`). */
  report: Resource<Report>;
  /** The session token the report was last asked for with (an expired report is still its owner's). */
  reportAskedAs: string | null;
  /** Where the flow saga wants the page to go; the page navigates and says so (navigationDone). */
  navigateTo: string | null;
}

export const reportKey = (id: string, language: Language) => `${id}|${language}`;

const emptyFlow = (restored: boolean): FlowState => ({ restored, answers: {}, problems: {}, generating: false, failure: null });

const initialState: ReportsState = {
  questionnaire: idleResource(),
  flow: emptyFlow(false),
  report: idleResource(),
  reportAskedAs: null,
  navigateTo: null,
};

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    questionnaireRequested(state, action: PayloadAction<Language>) {
      markLoading(state.questionnaire, action.payload);
    },
    questionnaireLoaded(state, action: PayloadAction<{ key: string; data: Questionnaire }>) {
      markReady(state.questionnaire, action.payload.key, action.payload.data);
    },
    questionnaireFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.questionnaire, action.payload.key);
    },

    reportRequested: {
      reducer(state, action: PayloadAction<{ id: string; language: Language; token: string | null }>) {
        const { id, token } = action.payload;
        // Another report must not show the previous one while it loads.
        if (state.report.data?.id !== id) state.report.data = undefined;
        markLoading(state.report, reportKey(id, action.payload.language));
        state.reportAskedAs = token;
      },
      prepare(id: string, language: Language, token: string | null = null) {
        return { payload: { id, language, token } };
      },
    },
    reportLoaded(state, action: PayloadAction<{ key: string; data: Report }>) {
      markReady(state.report, action.payload.key, action.payload.data);
    },
    /** `missing`: no such report, or its share period has ended (a 404): a clear message, not a retry. */
    reportFailed(state, action: PayloadAction<{ key: string; missing: boolean }>) {
      (action.payload.missing ? markMissing : markFailed)(state.report, action.payload.key);
    },

    /** A page of the flow is on screen (in the browser): the saga reads the stored answers back, once. */
    reportFlowOpened() {},
    answersRestored(state, action: PayloadAction<ReportAnswers>) {
      // Answers given before the storage was read (a quick visitor) win over the stored ones.
      state.flow.answers = { ...action.payload, ...state.flow.answers };
      state.flow.restored = true;
    },
    answerChanged(state, action: PayloadAction<{ question: string; value: AnswerValue | undefined }>) {
      const { question, value } = action.payload;
      if (value === undefined) delete state.flow.answers[question];
      else state.flow.answers[question] = value;
      delete state.flow.problems[question];
      state.flow.failure = null;
    },
    /** Next: the saga checks the topic's answers, then goes on or shows what is missing. */
    nextRequested(_state, _action: PayloadAction<TopicId>) {},
    previousRequested(_state, _action: PayloadAction<TopicId>) {},
    problemsShown(state, action: PayloadAction<AnswerProblems>) {
      state.flow.problems = action.payload;
    },

    generateRequested(state) {
      state.flow.failure = null;
    },
    generateStarted(state) {
      state.flow.generating = true;
    },
    reportGenerated(state, action: PayloadAction<{ key: string; report: Report }>) {
      state.flow.generating = false;
      state.flow.problems = {};
      state.report = { status: 'ready', key: action.payload.key, data: action.payload.report };
    },
    generateFailed(state, action: PayloadAction<{ failure: FormFailure | null; problems?: AnswerProblems }>) {
      state.flow.generating = false;
      state.flow.failure = action.payload.failure;
      if (action.payload.problems) state.flow.problems = action.payload.problems;
    },

    /** Start again: the answers are forgotten (store and storage) and the first topic comes back. */
    flowRestarted(state) {
      state.flow = emptyFlow(true);
    },

    navigationRequested(state, action: PayloadAction<string>) {
      state.navigateTo = action.payload;
    },
    navigationDone(state) {
      state.navigateTo = null;
    },
  },
  selectors: {
    selectQuestionnaire: (state) => state.questionnaire,
    selectFlow: (state) => state.flow,
    selectReport: (state) => state.report,
    selectReportAskedAs: (state) => state.reportAskedAs,
    selectNavigateTo: (state) => state.navigateTo,
  },
});

export const {
  questionnaireRequested,
  questionnaireLoaded,
  questionnaireFailed,
  reportRequested,
  reportLoaded,
  reportFailed,
  reportFlowOpened,
  answersRestored,
  answerChanged,
  nextRequested,
  previousRequested,
  problemsShown,
  generateRequested,
  generateStarted,
  reportGenerated,
  generateFailed,
  flowRestarted,
  navigationRequested,
  navigationDone,
} = reportsSlice.actions;
