import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '@/lib/account/form-failure';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markMissing, markReady, type Resource } from '@/lib/resource';
import type {
  ConflictData,
  ContentListItem,
  ContentPreview,
  ContentQuery,
  ContentSection,
  DraftBody,
  EditorDocument,
  PublishError,
  Revision,
  ScheduleAction,
  SectionInfo,
  Trilingual,
} from '../api/content-api';
import type { MediaAsset, MediaQuery, MediaUpload } from '../api/media-api';
import { contentQueryKey } from '../content-rules';
import { accessLost, secondFactorNeeded } from './console-slice';

/** The editor's actions on a document; one runs at a time. */
export type EditorAction = 'save' | 'convert' | 'publish' | 'unpublish' | 'archive' | 'schedule' | 'cancelSchedule' | 'restore';

export type EditorStatus = 'idle' | 'loading' | 'ready' | 'error' | 'missing' | 'forbidden';

export interface EditorState {
  status: EditorStatus;
  documentNo: string | null;
  document: EditorDocument | null;
  /**
   * Bumped whenever the server's content should replace what the editor shows (load, conversion, restore, taking
   * the other editor's version); a save keeps what the editor typed, which is what it sent.
   */
  generation: number;
  pending: EditorAction | null;
  outcome: { kind: 'done'; action: EditorAction } | { kind: 'failed'; action: EditorAction; failure: FormFailure } | null;
  /** A save refused because someone else saved first (409): their version and what they changed. */
  conflict: ConflictData | null;
  /** Publishing refused (422): each field at fault, by language. */
  publishErrors: PublishError[];
}

export interface MediaState {
  list: Resource<Page<MediaAsset>>;
  upload: { pending: boolean; failure: FormFailure | null; uploaded: MediaAsset | null };
  alt: { pending: string | null; failure: { assetNo: string; failure: FormFailure } | null; saved: string | null };
}

export interface ContentState {
  sections: Resource<SectionInfo[]>;
  list: Resource<Page<ContentListItem>>;
  /** A document created from the list; the screen opens it, then clears this. */
  created: string | null;
  createFailure: FormFailure | null;
  editor: EditorState;
  revisions: Resource<Revision[]>;
  preview: Resource<ContentPreview>;
  /** Why the preview failed, when the draft lacks what the page needs (the 422's field errors). */
  previewProblems: PublishError[];
  media: MediaState;
}

const idleEditor: EditorState = {
  status: 'idle',
  documentNo: null,
  document: null,
  generation: 0,
  pending: null,
  outcome: null,
  conflict: null,
  publishErrors: [],
};

export const initialContentState: ContentState = {
  sections: idleResource(),
  list: idleResource(),
  created: null,
  createFailure: null,
  editor: idleEditor,
  revisions: idleResource(),
  preview: idleResource(),
  previewProblems: [],
  media: {
    list: idleResource(),
    upload: { pending: false, failure: null, uploaded: null },
    alt: { pending: null, failure: null, saved: null },
  },
};

export const previewKey = (documentNo: string, language: Language) => `${documentNo}|${language}`;
export const mediaQueryKey = (query: MediaQuery) => `${query.q ?? ''}|${query.page}`;

interface WithVersion {
  documentNo: string;
  version: number;
}

function startAction(state: ContentState, action: EditorAction) {
  state.editor.pending = action;
  state.editor.outcome = null;
  if (action === 'publish') state.editor.publishErrors = [];
}

export const contentSlice = createSlice({
  name: 'consoleContent',
  initialState: initialContentState,
  reducers: {
    sectionsRequested(state) {
      markLoading(state.sections, 'sections');
    },
    sectionsLoaded(state, action: PayloadAction<SectionInfo[]>) {
      markReady(state.sections, 'sections', action.payload);
    },
    sectionsFailed(state) {
      markFailed(state.sections, 'sections');
    },

    listRequested(state, action: PayloadAction<ContentQuery>) {
      markLoading(state.list, contentQueryKey(action.payload));
    },
    listLoaded(state, action: PayloadAction<{ key: string; data: Page<ContentListItem> }>) {
      markReady(state.list, action.payload.key, action.payload.data);
    },
    listFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.list, action.payload.key);
    },

    createRequested(state, _action: PayloadAction<{ section: ContentSection }>) {
      state.created = null;
      state.createFailure = null;
    },
    created(state, action: PayloadAction<EditorDocument>) {
      state.created = action.payload.documentNo;
      state.editor = { ...idleEditor, status: 'ready', documentNo: action.payload.documentNo, document: action.payload, generation: state.editor.generation + 1 };
    },
    createFailed(state, action: PayloadAction<FormFailure>) {
      state.createFailure = action.payload;
    },
    createdOpened(state) {
      state.created = null;
    },

    documentRequested(state, action: PayloadAction<string>) {
      const same = state.editor.documentNo === action.payload;
      state.editor = same
        ? { ...state.editor, status: state.editor.document ? state.editor.status : 'loading' }
        : { ...idleEditor, status: 'loading', documentNo: action.payload, generation: state.editor.generation };
    },
    documentLoaded(state, action: PayloadAction<EditorDocument>) {
      if (state.editor.documentNo !== action.payload.documentNo) return;
      // Every change makes a new version: the same version is what the form already shows (a document just created
      // is read again when its editor opens), and what the editor has typed meanwhile stays.
      const unchanged = state.editor.document?.version === action.payload.version;
      state.editor.status = 'ready';
      state.editor.document = action.payload;
      if (!unchanged) state.editor.generation += 1;
    },
    documentFailed(state, action: PayloadAction<{ documentNo: string; status: 'error' | 'missing' | 'forbidden' }>) {
      if (state.editor.documentNo !== action.payload.documentNo || state.editor.document) return;
      state.editor.status = action.payload.status;
    },

    saveRequested(state, _action: PayloadAction<{ documentNo: string; body: DraftBody }>) {
      startAction(state, 'save');
    },
    convertRequested(state, _action: PayloadAction<WithVersion>) {
      startAction(state, 'convert');
    },
    publishRequested(state, _action: PayloadAction<WithVersion & { languages: Language[] }>) {
      startAction(state, 'publish');
    },
    unpublishRequested(state, _action: PayloadAction<WithVersion & { languages: Language[] }>) {
      startAction(state, 'unpublish');
    },
    archiveRequested(state, _action: PayloadAction<WithVersion>) {
      startAction(state, 'archive');
    },
    scheduleRequested(state, _action: PayloadAction<WithVersion & { language: Language; scheduleAction: ScheduleAction; at: string }>) {
      startAction(state, 'schedule');
    },
    scheduleCancelRequested(state, _action: PayloadAction<{ documentNo: string; id: number }>) {
      startAction(state, 'cancelSchedule');
    },
    restoreRequested(state, _action: PayloadAction<WithVersion & { revisionNo: number }>) {
      startAction(state, 'restore');
    },
    /** An action succeeded; `document` is the server's new state of it. Only a save keeps the editor's own values. */
    actionDone(state, action: PayloadAction<{ action: EditorAction; document: EditorDocument }>) {
      const { document } = action.payload;
      if (state.editor.documentNo !== document.documentNo) return;
      state.editor.document = document;
      state.editor.status = 'ready';
      if (action.payload.action !== 'save') state.editor.generation += 1;
      state.editor.pending = null;
      state.editor.outcome = { kind: 'done', action: action.payload.action };
      state.editor.conflict = null;
      state.editor.publishErrors = [];
    },
    actionFailed(state, action: PayloadAction<{ action: EditorAction; failure: FormFailure; publishErrors?: PublishError[] }>) {
      state.editor.pending = null;
      state.editor.outcome = { kind: 'failed', action: action.payload.action, failure: action.payload.failure };
      state.editor.publishErrors = action.payload.publishErrors ?? [];
    },
    conflicted(state, action: PayloadAction<{ action: EditorAction; conflict: ConflictData }>) {
      state.editor.pending = null;
      state.editor.outcome = null;
      state.editor.conflict = action.payload.conflict;
    },
    /**
     * The editor resolves a conflict: its document becomes the other editor's version. `reload` also replaces what
     * it shows; otherwise it keeps its own values on top of that version, to save again deliberately.
     */
    conflictResolved(state, action: PayloadAction<{ reload: boolean }>) {
      const conflict = state.editor.conflict;
      if (!conflict) return;
      state.editor.document = conflict.current;
      state.editor.conflict = null;
      if (action.payload.reload) state.editor.generation += 1;
    },
    outcomeDismissed(state) {
      state.editor.outcome = null;
    },

    revisionsRequested(state, action: PayloadAction<string>) {
      markLoading(state.revisions, action.payload);
    },
    revisionsLoaded(state, action: PayloadAction<{ documentNo: string; data: Revision[] }>) {
      markReady(state.revisions, action.payload.documentNo, action.payload.data);
    },
    revisionsFailed(state, action: PayloadAction<{ documentNo: string }>) {
      markFailed(state.revisions, action.payload.documentNo);
    },

    previewRequested(state, action: PayloadAction<{ documentNo: string; language: Language }>) {
      markLoading(state.preview, previewKey(action.payload.documentNo, action.payload.language));
      state.previewProblems = [];
    },
    previewLoaded(state, action: PayloadAction<{ key: string; data: ContentPreview }>) {
      markReady(state.preview, action.payload.key, action.payload.data);
    },
    previewFailed(state, action: PayloadAction<{ key: string; missing: boolean; problems?: PublishError[] }>) {
      state.previewProblems = action.payload.problems ?? [];
      if (action.payload.missing) markMissing(state.preview, action.payload.key);
      else markFailed(state.preview, action.payload.key);
    },

    mediaRequested(state, action: PayloadAction<MediaQuery>) {
      markLoading(state.media.list, mediaQueryKey(action.payload));
    },
    mediaLoaded(state, action: PayloadAction<{ key: string; data: Page<MediaAsset> }>) {
      markReady(state.media.list, action.payload.key, action.payload.data);
    },
    mediaFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.media.list, action.payload.key);
    },
    uploadRequested(state, _action: PayloadAction<MediaUpload>) {
      state.media.upload = { pending: true, failure: null, uploaded: null };
    },
    uploaded(state, action: PayloadAction<MediaAsset>) {
      state.media.upload = { pending: false, failure: null, uploaded: action.payload };
      const page = state.media.list.data;
      if (page && page.page === 1) page.list.unshift(action.payload);
    },
    uploadFailed(state, action: PayloadAction<FormFailure>) {
      state.media.upload = { pending: false, failure: action.payload, uploaded: null };
    },
    altSaveRequested(state, action: PayloadAction<{ assetNo: string; alt: Trilingual }>) {
      state.media.alt = { pending: action.payload.assetNo, failure: null, saved: null };
    },
    altSaved(state, action: PayloadAction<MediaAsset>) {
      state.media.alt = { pending: null, failure: null, saved: action.payload.assetNo };
      const rows = state.media.list.data?.list;
      const index = rows?.findIndex((row) => row.assetNo === action.payload.assetNo) ?? -1;
      if (rows && index >= 0) rows[index] = action.payload;
    },
    altSaveFailed(state, action: PayloadAction<{ assetNo: string; failure: FormFailure }>) {
      state.media.alt = { pending: null, failure: action.payload, saved: null };
    },
  },
  extraReducers: (builder) => {
    // A call refused for the session (sign-in step, signed out, role gone) got no answer: what it was loading is asked
    // again when its screen is back (a resource left `loading` would wait forever), and a pending write is let go.
    const letGo = (state: ContentState) => {
      for (const resource of [state.sections, state.list, state.revisions, state.preview, state.media.list]) {
        if (resource.status !== 'loading') continue;
        resource.status = 'idle';
        resource.key = undefined;
      }
      state.editor.pending = null;
      state.media.upload.pending = false;
      state.media.alt.pending = null;
    };
    builder.addCase(secondFactorNeeded, letGo).addCase(accessLost, letGo);
  },
  selectors: {
    selectSections: (state) => state.sections,
    selectContentList: (state) => state.list,
    selectCreated: (state) => state.created,
    selectCreateFailure: (state) => state.createFailure,
    selectEditor: (state) => state.editor,
    selectRevisions: (state) => state.revisions,
    selectPreview: (state) => state.preview,
    selectPreviewProblems: (state) => state.previewProblems,
    selectMedia: (state) => state.media,
  },
});

export const {
  sectionsRequested,
  sectionsLoaded,
  sectionsFailed,
  listRequested,
  listLoaded,
  listFailed,
  createRequested,
  created,
  createFailed,
  createdOpened,
  documentRequested,
  documentLoaded,
  documentFailed,
  saveRequested,
  convertRequested,
  publishRequested,
  unpublishRequested,
  archiveRequested,
  scheduleRequested,
  scheduleCancelRequested,
  restoreRequested,
  actionDone,
  actionFailed,
  conflicted,
  conflictResolved,
  outcomeDismissed,
  revisionsRequested,
  revisionsLoaded,
  revisionsFailed,
  previewRequested,
  previewLoaded,
  previewFailed,
  mediaRequested,
  mediaLoaded,
  mediaFailed,
  uploadRequested,
  uploaded,
  uploadFailed,
  altSaveRequested,
  altSaved,
  altSaveFailed,
} = contentSlice.actions;
