import { all, call, put, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureOfCall } from '@/lib/account/form-failure';
import { HttpError } from '@/lib/http/http-error';
import { contentApi, type ConflictData, type EditorDocument, type PublishError } from '../api/content-api';
import { mediaApi } from '../api/media-api';
import { contentQueryKey } from '../content-rules';
import { refusedAccess } from './console-saga';
import {
  actionDone,
  actionFailed,
  altSaved,
  altSaveFailed,
  altSaveRequested,
  archiveRequested,
  conflicted,
  convertRequested,
  created,
  createFailed,
  createRequested,
  documentFailed,
  documentLoaded,
  documentRequested,
  listFailed,
  listLoaded,
  listRequested,
  mediaFailed,
  mediaLoaded,
  mediaQueryKey,
  mediaRequested,
  previewFailed,
  previewKey,
  previewLoaded,
  previewRequested,
  publishRequested,
  restoreRequested,
  revisionsFailed,
  revisionsLoaded,
  revisionsRequested,
  saveRequested,
  scheduleCancelRequested,
  scheduleRequested,
  sectionsFailed,
  sectionsLoaded,
  sectionsRequested,
  unpublishRequested,
  uploaded,
  uploadFailed,
  uploadRequested,
  type EditorAction,
} from './content-slice';

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

/** A 401 anywhere: the session is gone, the console asks to sign in again (as its other screens do). */
/** A refusal of the session (signed out, second factor needed, console idle) goes to the console's sign-in handling. */
function* signedOutBy(error: unknown) {
  return yield* refusedAccess(error, false);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The 409 envelope's data, when it carries the other editor's version (the contract's `console.conflict`). */
export function conflictOf(error: unknown): ConflictData | null {
  if (statusOf(error) !== 409 || !(error instanceof HttpError) || !isRecord(error.data)) return null;
  const { current, changedBy, diff } = error.data;
  if (!isRecord(current) || typeof current.documentNo !== 'string') return null;
  return { current: current as unknown as EditorDocument, changedBy: typeof changedBy === 'string' ? changedBy : '', diff: Array.isArray(diff) ? (diff as ConflictData['diff']) : [] };
}

/** The 422 envelope's field errors (`console.publishInvalid`). */
export function publishErrorsOf(error: unknown): PublishError[] {
  if (statusOf(error) !== 422 || !(error instanceof HttpError) || !isRecord(error.data) || !Array.isArray(error.data.errors)) return [];
  return (error.data.errors as unknown[]).filter(
    (entry): entry is PublishError => isRecord(entry) && typeof entry.path === 'string' && typeof entry.message === 'string',
  );
}

function* loadSections() {
  try {
    yield* put(sectionsLoaded(yield* call(contentApi.sections)));
  } catch (error) {
    if (!(yield* signedOutBy(error))) yield* put(sectionsFailed());
  }
}

function* loadList(action: ReturnType<typeof listRequested>) {
  const key = contentQueryKey(action.payload);
  try {
    yield* put(listLoaded({ key, data: yield* call(contentApi.list, action.payload) }));
  } catch (error) {
    if (!(yield* signedOutBy(error))) yield* put(listFailed({ key }));
  }
}

function* create(action: ReturnType<typeof createRequested>) {
  try {
    yield* put(created(yield* call(contentApi.create, action.payload.section)));
  } catch (error) {
    if (!(yield* signedOutBy(error))) yield* put(createFailed(failureOfCall(error, 'console.content.create.failed')));
  }
}

function* loadDocument(action: ReturnType<typeof documentRequested>) {
  const documentNo = action.payload;
  try {
    yield* put(documentLoaded(yield* call(contentApi.document, documentNo)));
  } catch (error) {
    if (yield* signedOutBy(error)) return;
    const status = statusOf(error);
    yield* put(documentFailed({ documentNo, status: status === 404 ? 'missing' : status === 403 ? 'forbidden' : 'error' }));
  }
}

/** Runs one editor action: its answer becomes the document; a 409 opens the conflict; a 422 lists the fields. */
function* editorAction(action: EditorAction, request: () => Promise<EditorDocument>) {
  try {
    const document = yield* call(request);
    yield* put(actionDone({ action, document }));
  } catch (error) {
    if (yield* signedOutBy(error)) return;
    const conflict = conflictOf(error);
    if (conflict) {
      yield* put(conflicted({ action, conflict }));
      return;
    }
    yield* put(actionFailed({ action, failure: failureOfCall(error, `console.content.failed.${action}`), publishErrors: publishErrorsOf(error) }));
  }
}

function* save({ payload }: ReturnType<typeof saveRequested>) {
  yield* editorAction('save', () => contentApi.save(payload.documentNo, payload.body));
}
function* convert({ payload }: ReturnType<typeof convertRequested>) {
  yield* editorAction('convert', () => contentApi.convert(payload.documentNo, payload.version));
}
function* publish({ payload }: ReturnType<typeof publishRequested>) {
  yield* editorAction('publish', () => contentApi.publish(payload.documentNo, payload.version, payload.languages));
}
function* unpublish({ payload }: ReturnType<typeof unpublishRequested>) {
  yield* editorAction('unpublish', () => contentApi.unpublish(payload.documentNo, payload.version, payload.languages));
}
function* archive({ payload }: ReturnType<typeof archiveRequested>) {
  yield* editorAction('archive', () => contentApi.archive(payload.documentNo, payload.version));
}
function* restore({ payload }: ReturnType<typeof restoreRequested>) {
  yield* editorAction('restore', () => contentApi.restore(payload.documentNo, payload.revisionNo, payload.version));
  yield* put(revisionsRequested(payload.documentNo));
}
/** Scheduling answers with the row (and the new version): the document is read again for its states and schedule. */
function* schedule({ payload }: ReturnType<typeof scheduleRequested>) {
  const { documentNo, version, language, scheduleAction, at } = payload;
  yield* editorAction('schedule', async () => {
    await contentApi.schedule(documentNo, { version, language, action: scheduleAction, at });
    return contentApi.document(documentNo);
  });
}
/** Cancelling answers with the document itself. */
function* cancelSchedule({ payload }: ReturnType<typeof scheduleCancelRequested>) {
  yield* editorAction('cancelSchedule', () => contentApi.cancelSchedule(payload.documentNo, payload.id));
}

function* loadRevisions(action: ReturnType<typeof revisionsRequested>) {
  const documentNo = action.payload;
  try {
    yield* put(revisionsLoaded({ documentNo, data: yield* call(contentApi.revisions, documentNo) }));
  } catch (error) {
    if (!(yield* signedOutBy(error))) yield* put(revisionsFailed({ documentNo }));
  }
}

function* loadPreview(action: ReturnType<typeof previewRequested>) {
  const { documentNo, language } = action.payload;
  const key = previewKey(documentNo, language);
  try {
    yield* put(previewLoaded({ key, data: yield* call(contentApi.preview, documentNo, language) }));
  } catch (error) {
    if (!(yield* signedOutBy(error))) yield* put(previewFailed({ key, missing: statusOf(error) === 404, problems: publishErrorsOf(error) }));
  }
}

function* loadMedia(action: ReturnType<typeof mediaRequested>) {
  const key = mediaQueryKey(action.payload);
  try {
    yield* put(mediaLoaded({ key, data: yield* call(mediaApi.list, action.payload) }));
  } catch (error) {
    if (!(yield* signedOutBy(error))) yield* put(mediaFailed({ key }));
  }
}

function* upload(action: ReturnType<typeof uploadRequested>) {
  try {
    yield* put(uploaded(yield* call(mediaApi.upload, action.payload)));
  } catch (error) {
    if (!(yield* signedOutBy(error))) yield* put(uploadFailed(failureOfCall(error, 'console.media.upload.failed')));
  }
}

function* saveAlt(action: ReturnType<typeof altSaveRequested>) {
  const { assetNo, alt } = action.payload;
  try {
    yield* put(altSaved(yield* call(mediaApi.updateAlt, assetNo, alt)));
  } catch (error) {
    if (!(yield* signedOutBy(error))) yield* put(altSaveFailed({ assetNo, failure: failureOfCall(error, 'console.media.alt.failed') }));
  }
}

export function* contentSaga() {
  yield* all([
    takeLatest(sectionsRequested.type, loadSections),
    takeLatest(listRequested.type, loadList),
    takeLeading(createRequested.type, create),
    takeLatest(documentRequested.type, loadDocument),
    // One write at a time: a second click while one runs is dropped, not queued behind a stale version.
    takeLeading(
      [
        saveRequested.type,
        convertRequested.type,
        publishRequested.type,
        unpublishRequested.type,
        archiveRequested.type,
        scheduleRequested.type,
        scheduleCancelRequested.type,
        restoreRequested.type,
      ],
      function* write(action: { type: string; payload: unknown }) {
        if (saveRequested.match(action)) yield* save(action);
        else if (convertRequested.match(action)) yield* convert(action);
        else if (publishRequested.match(action)) yield* publish(action);
        else if (unpublishRequested.match(action)) yield* unpublish(action);
        else if (archiveRequested.match(action)) yield* archive(action);
        else if (scheduleRequested.match(action)) yield* schedule(action);
        else if (scheduleCancelRequested.match(action)) yield* cancelSchedule(action);
        else if (restoreRequested.match(action)) yield* restore(action);
      },
    ),
    takeLatest(revisionsRequested.type, loadRevisions),
    takeLatest(previewRequested.type, loadPreview),
    takeLatest(mediaRequested.type, loadMedia),
    takeLeading(uploadRequested.type, upload),
    takeEvery(altSaveRequested.type, saveAlt),
  ]);
}
