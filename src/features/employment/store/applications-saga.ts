import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { trackEvent } from '@/lib/analytics/track';
import { failureOfCall, type FormFailure } from '@/lib/account/form-failure';
import { HttpError } from '@/lib/http/http-error';
import { HTTP_MESSAGE_IDS } from '@/lib/http/http-messages';
import { noticeShown } from '@/lib/notice';
import { applicationsApi, type ApplicationView, type UploadProgress } from '../api/applications-api';
import {
  applicationsFailed,
  applicationsLoaded,
  applicationsRequested,
  applicationsSlice,
  deliveryCancelRequested,
  deliveryFailed,
  deliveryProgressed,
  deliveryRequested,
  deliverySucceeded,
  savedSearchDeleted,
  savedSearchDeleteFailed,
  savedSearchDeleteRequested,
  savedSearchesFailed,
  savedSearchesLoaded,
  savedSearchesRequested,
  searchSaved,
  searchSaveFailed,
  searchSaveRequested,
  withdrawFailed,
  withdrawRequested,
  withdrawSucceeded,
  type DeliveryFailure,
} from './applications-slice';
import { resumeFileProblem } from './resume-rules';
import { claimResume } from './staged-resume';

export function* loadApplications(action: ReturnType<typeof applicationsRequested>) {
  const owner = action.payload;
  try {
    const items = yield* call(applicationsApi.list);
    yield* put(applicationsLoaded({ owner, items }));
  } catch {
    yield* put(applicationsFailed({ owner }));
  }
}

type UploadEvent = { kind: 'progress'; progress: UploadProgress } | { kind: 'done'; view: ApplicationView } | { kind: 'failed'; error: unknown };

/** The upload's progress and outcome as one stream; nothing is dropped (the outcome must arrive after any progress). */
function uploadChannel(jobNo: string, file: File, signal: AbortSignal): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    let lastPercent = -1;
    applicationsApi
      .deliver(jobNo, file, {
        signal,
        onProgress: (progress) => {
          // Whole percents are enough for the bar; browsers report far more often.
          const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
          if (percent === lastPercent) return;
          lastPercent = percent;
          emit({ kind: 'progress', progress });
        },
      })
      .then(
        (view) => emit({ kind: 'done', view }),
        (error: unknown) => emit({ kind: 'failed', error }),
      );
    return () => {};
  }, buffers.expanding<UploadEvent>(16));
}

/** The dialog shows 'Resume sent failed' and, under it, the server's reason or what happened to the connection. */
export function deliveryFailureOf(error: unknown): DeliveryFailure {
  if (!(error instanceof HttpError)) return {};
  const detail: FormFailure | undefined = error.serverMessage
    ? { text: error.serverMessage }
    : error.kind === 'timeout'
      ? { messageId: HTTP_MESSAGE_IDS.timeout }
      : error.kind === 'network'
        ? { messageId: HTTP_MESSAGE_IDS.network }
        : undefined;
  return { ...(error.status === undefined ? {} : { status: error.status }), ...(detail ? { detail } : {}) };
}

/**
 * Sends the staged résumé with its progress, until it is sent, fails, or the visitor cancels (the request is
 * aborted, also when this saga itself is cancelled). Nothing is added to the list unless the server answered.
 */
export function* deliverResume(action: ReturnType<typeof deliveryRequested>) {
  const { jobNo, ticket } = action.payload;
  const file = claimResume(ticket);
  const problem = file === null ? 'noFile' : resumeFileProblem(file);
  if (file === null || problem !== null) {
    yield* put(deliveryFailed({ detail: { messageId: `employment.resume.problem.${problem ?? 'noFile'}` } }));
    return;
  }
  const controller = new AbortController();
  const channel = yield* call(uploadChannel, jobNo, file, controller.signal);
  try {
    while (true) {
      const { event, cancel } = yield* race({ event: take(channel), cancel: take(deliveryCancelRequested.type) });
      if (cancel || !event) {
        controller.abort();
        // The server may have stored it just before the abort arrived: the list tells the truth either way.
        const owner = yield* select(applicationsSlice.selectors.selectApplicationsOwner);
        if (owner !== null) yield* put(applicationsRequested(owner));
        return;
      }
      if (event.kind === 'progress') {
        yield* put(deliveryProgressed(event.progress));
      } else if (event.kind === 'done') {
        yield* put(deliverySucceeded(event.view));
        yield* call(trackEvent, 'resume_delivered' as const);
        return;
      } else {
        yield* put(deliveryFailed(deliveryFailureOf(event.error)));
        return;
      }
    }
  } finally {
    channel.close();
    if (yield* cancelled()) controller.abort();
  }
}

let noticeCounter = 0;
function* toast(status: 'success' | 'error', messageId: string) {
  noticeCounter += 1;
  yield* put(noticeShown({ id: `applications-${noticeCounter}`, kind: 'toast', status, messageId }));
}

/** Withdrawing deletes the file on the server; the list then shows the application as withdrawn. */
export function* withdrawApplication(action: ReturnType<typeof withdrawRequested>) {
  try {
    const view = yield* call(applicationsApi.withdraw, action.payload);
    yield* put(withdrawSucceeded(view));
    yield* toast('success', 'employment.applications.withdrawn');
  } catch {
    // The HTTP client has shown the server's reason.
    yield* put(withdrawFailed(action.payload));
  }
}

export function* loadSavedSearches(action: ReturnType<typeof savedSearchesRequested>) {
  const owner = action.payload;
  try {
    const items = yield* call(applicationsApi.savedSearches);
    yield* put(savedSearchesLoaded({ owner, items }));
  } catch {
    yield* put(savedSearchesFailed({ owner }));
  }
}

export function* saveSearch(action: ReturnType<typeof searchSaveRequested>) {
  const { query, key } = action.payload;
  try {
    const saved = yield* call(applicationsApi.saveSearch, query);
    yield* put(searchSaved({ key, saved }));
  } catch (error) {
    yield* put(searchSaveFailed({ key, failure: failureOfCall(error, 'employment.savedSearch.failed') }));
  }
}

export function* deleteSavedSearch(action: ReturnType<typeof savedSearchDeleteRequested>) {
  try {
    yield* call(applicationsApi.deleteSavedSearch, action.payload);
    yield* put(savedSearchDeleted(action.payload));
  } catch {
    yield* put(savedSearchDeleteFailed(action.payload));
  }
}

/** One upload at a time (a second request while one runs is ignored); lists follow the latest request. */
export function* applicationsSaga() {
  yield* takeLatest(applicationsRequested.type, loadApplications);
  yield* takeLeading(deliveryRequested.type, deliverResume);
  yield* takeEvery(withdrawRequested.type, withdrawApplication);
  yield* takeLatest(savedSearchesRequested.type, loadSavedSearches);
  yield* takeLeading(searchSaveRequested.type, saveSearch);
  yield* takeEvery(savedSearchDeleteRequested.type, deleteSavedSearch);
}
