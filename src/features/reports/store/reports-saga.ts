import { call, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureOfCall } from '@/lib/account/form-failure';
import { trackEvent } from '@/lib/analytics/track';
import { fieldOfError, HttpError } from '@/lib/http/http-error';
import type { Language } from '@/lib/i18n/languages';
import { reportsApi, type Questionnaire } from '../api/reports-api';
import { clearStoredAnswers, readStoredAnswers, writeStoredAnswers } from './answers-storage';
import { reportUrl, topicUrl } from './report-links';
import { answersToSend, firstTopicWithProblems, topicOfQuestion, topicPlace, topicProblems, type QuestionError } from './report-answers';
import {
  answerChanged,
  answersRestored,
  flowRestarted,
  generateFailed,
  generateRequested,
  generateStarted,
  navigationRequested,
  nextRequested,
  previousRequested,
  problemsShown,
  questionnaireFailed,
  questionnaireLoaded,
  questionnaireRequested,
  reportFailed,
  reportFlowOpened,
  reportGenerated,
  reportKey,
  reportLoaded,
  reportRequested,
  reportsSlice,
} from './reports-slice';
import { pageRoutes } from '@/lib/routes';

const { selectFlow, selectQuestionnaire } = reportsSlice.selectors;
type WithReports = Parameters<typeof selectFlow>[0];
const selectUiLanguage = (state: { language: { current: Language } }) => state.language.current;

export function* loadQuestionnaire(action: ReturnType<typeof questionnaireRequested>) {
  const key = action.payload;
  try {
    const data = yield* call(reportsApi.questionnaire, action.payload);
    yield* put(questionnaireLoaded({ key, data }));
  } catch {
    yield* put(questionnaireFailed({ key }));
  }
}

export function* loadReport(action: ReturnType<typeof reportRequested>) {
  const { id, language } = action.payload;
  const key = reportKey(id, language);
  try {
    const data = yield* call(reportsApi.report, id, language);
    yield* put(reportLoaded({ key, data }));
  } catch (error) {
    // An id edited by hand is refused like one that ended: either way there is no such report to show.
    const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
    yield* put(reportFailed({ key, missing }));
  }
}

function* questionnaireAtHand() {
  return (yield* select((state: WithReports) => selectQuestionnaire(state))).data as Questionnaire | undefined;
}

/** Once per page life, after hydration: the answers this tab kept come back (a reload, a language switch). */
export function* restoreAnswers() {
  const flow = yield* select((state: WithReports) => selectFlow(state));
  if (flow.restored) return;
  const stored = yield* call(readStoredAnswers);
  yield* put(answersRestored(stored));
}

/** Every change is kept in this tab's storage; not before the stored answers were read, which it would overwrite. */
export function* storeAnswers() {
  const { answers, restored } = yield* select((state: WithReports) => selectFlow(state));
  if (restored) yield* call(writeStoredAnswers, answers);
}

/** Next: the topic's asked questions must be answered validly; then the next topic. */
export function* goNext(action: ReturnType<typeof nextRequested>) {
  const questionnaire = yield* questionnaireAtHand();
  const topic = questionnaire?.topics.find((each) => each.id === action.payload);
  if (!questionnaire || !topic) return;
  const { answers } = yield* select((state: WithReports) => selectFlow(state));
  const problems = topicProblems(topic, answers, questionnaire);
  yield* put(problemsShown(problems));
  if (Object.keys(problems).length > 0) return;
  const next = topicPlace(questionnaire, topic.id)?.next;
  if (next) yield* put(navigationRequested(topicUrl(next)));
}

/** Previous never checks anything: the answers stay as they are; before the first topic is the intro. */
export function* goPrevious(action: ReturnType<typeof previousRequested>) {
  const questionnaire = yield* questionnaireAtHand();
  const previous = questionnaire ? topicPlace(questionnaire, action.payload)?.previous : undefined;
  yield* put(navigationRequested(previous ? topicUrl(previous) : pageRoutes.reports));
}

/**
 * Generate: every topic is checked first (the visitor is taken to the first one with a problem); the server then
 * validates again and computes the report. A refusal naming a question is shown at that question, on its topic.
 */
export function* generate() {
  const questionnaire = yield* questionnaireAtHand();
  if (!questionnaire) return;
  const flow = yield* select((state: WithReports) => selectFlow(state));
  if (flow.generating) return;
  const found = firstTopicWithProblems(questionnaire, flow.answers);
  if (found) {
    yield* put(problemsShown(found.problems));
    yield* put(navigationRequested(topicUrl(found.topic)));
    return;
  }
  yield* put(generateStarted());
  const language = yield* select(selectUiLanguage);
  try {
    const report = yield* call(reportsApi.generate, answersToSend(questionnaire, flow.answers), language);
    yield* put(reportGenerated({ key: reportKey(report.id, language), report }));
    yield* call(trackEvent, 'report_completed' as const);
    yield* put(navigationRequested(reportUrl(report.id)));
  } catch (error) {
    const field = fieldOfError(error);
    const topic = field === undefined ? undefined : topicOfQuestion(questionnaire, field);
    if (field !== undefined && topic !== undefined && error instanceof HttpError && error.status === 400) {
      const problem: QuestionError = error.serverMessage ? { text: error.serverMessage } : { messageId: 'report.validation.refused' };
      yield* put(generateFailed({ failure: null, problems: { [field]: problem } }));
      yield* put(navigationRequested(topicUrl(topic)));
    } else {
      yield* put(generateFailed({ failure: failureOfCall(error, 'report.generate.failed') }));
    }
  }
}

/** Start again: nothing of the previous answers stays, in the store or in this tab's storage. */
export function* restart() {
  yield* call(clearStoredAnswers);
  const questionnaire = yield* questionnaireAtHand();
  yield* put(navigationRequested(topicUrl(questionnaire?.topics[0]?.id)));
}

export function* reportsSaga() {
  yield* takeLatest(questionnaireRequested.type, loadQuestionnaire);
  yield* takeLatest(reportRequested.type, loadReport);
  yield* takeLeading(reportFlowOpened.type, restoreAnswers);
  yield* takeEvery([answerChanged.type, answersRestored.type], storeAnswers);
  yield* takeEvery(nextRequested.type, goNext);
  yield* takeEvery(previousRequested.type, goPrevious);
  yield* takeLeading(generateRequested.type, generate);
  yield* takeEvery(flowRestarted.type, restart);
}
