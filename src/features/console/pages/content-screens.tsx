import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, chakra, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { consoleRoutes } from '@/features/console/console-routes';
import type { ContentQuery, PublishError } from '../api/content-api';
import { mediaReference, type MediaAsset } from '../api/media-api';
import { ContentEditorView } from '../components/content-editor-view';
import { ContentListView } from '../components/content-list-view';
import { MediaLibraryView } from '../components/media-library-view';
import { MediaUploadForm } from '../components/media-upload-form';
import { PreviewFrame, PREVIEW_WIDTHS, type PreviewWidth } from '../components/preview-frame';
import { PreviewProblems } from '../components/preview-problems';
import { PreviewViewport } from '../components/preview-viewport';
import { RevisionPanel } from '../components/revision-panel';
import { SchedulePanel } from '../components/schedule-panel';
import { contentEditorHref, contentListHref, mediaHref, previewFrameHref, previewHref } from '../content-links';
import { contentQueryKey, contentQueryOf, contentScreenOf } from '../content-rules';
import { useConsoleTitle } from '../hooks/use-console-title';
import {
  selectContentList,
  selectCreated,
  selectCreateFailure,
  selectEditor,
  selectMedia,
  selectPreview,
  selectPreviewProblems,
  selectRevisions,
  selectSections,
} from '../store/content-feature';
import {
  altSaveRequested,
  archiveRequested,
  conflictResolved,
  convertRequested,
  createdOpened,
  createRequested,
  documentRequested,
  listRequested,
  mediaQueryKey,
  mediaRequested,
  previewKey,
  previewRequested,
  publishRequested,
  restoreRequested,
  revisionsRequested,
  saveRequested,
  scheduleCancelRequested,
  scheduleRequested,
  sectionsRequested,
  unpublishRequested,
  uploadRequested,
} from '../store/content-slice';

export { contentScreenOf } from '../content-rules';

/*
 * The editors' screens (issue #13): content list, editor, preview (and the frame its iframe loads), media library.
 * Each reads what it shows from its path and query, so the console mounts them by path alone (contentScreenOf).
 */

const useUiLanguage = () => useAppSelector((state) => state.language.current);

function useDocumentNo(): string {
  const { pathname } = useLocation();
  const match = contentScreenOf(pathname);
  return match && 'documentNo' in match ? match.documentNo : '';
}

/** The sections and what the caller may edit, asked once per console visit. */
function useSections() {
  const dispatch = useAppDispatch();
  const sections = useAppSelector(selectSections);
  useEffect(() => {
    if (sections.status === 'idle') dispatch(sectionsRequested());
  }, [sections.status, dispatch]);
  return { ...sections, retry: () => dispatch(sectionsRequested()) };
}

function Waiting({ messageId }: { messageId: string }) {
  const intl = useIntl();
  return (
    <Flex role="status" gap="3" align="center" justify="center" bg="bg" borderWidth="1px" borderRadius="lg" p="6" color="fg.muted">
      <Spinner size="sm" aria-hidden="true" />
      {intl.formatMessage({ id: messageId })}
    </Flex>
  );
}

function Failed({ messageId, onRetry }: { messageId: string; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <Box role="alert" bg="bg" borderWidth="1px" borderRadius="lg" p="6" textAlign="center">
      <Text mb={onRetry ? '4' : '0'}>{intl.formatMessage({ id: messageId })}</Text>
      {onRetry ? (
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
          {intl.formatMessage({ id: 'console.retry' })}
        </Button>
      ) : null}
    </Box>
  );
}

/** /console/content: the documents of a section the caller may edit. */
export function ContentListScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useUiLanguage();
  const [searchParams] = useSearchParams();
  const sections = useSections();
  const list = useAppSelector(selectContentList);
  const created = useAppSelector(selectCreated);
  const createFailure = useAppSelector(selectCreateFailure);
  const [creating, setCreating] = useState(false);
  const title = intl.formatMessage({ id: 'console.content.title' });
  useConsoleTitle(title);

  const editable = (sections.data ?? []).filter((info) => info.canEdit);
  const query = contentQueryOf(searchParams, editable.map((info) => info.section));
  const key = query ? contentQueryKey(query) : '';

  useEffect(() => {
    if (query && list.key !== key) dispatch(listRequested(query));
    // The key names the query; the object is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, list.key, dispatch]);

  useEffect(() => {
    if (!created) return;
    dispatch(createdOpened());
    void navigate(contentEditorHref(created));
  }, [created, dispatch, navigate]);

  let body;
  if (sections.status === 'error') body = <Failed messageId="console.content.sections.error" onRetry={sections.retry} />;
  else if (!sections.data) body = <Waiting messageId="console.content.sections.loading" />;
  else if (!query) body = <Failed messageId="console.content.sections.none" />;
  else {
    body = (
      <ContentListView
        key={query.section}
        language={language}
        sections={editable}
        query={query}
        status={list.key === key ? list.status : 'loading'}
        page={list.data}
        onQuery={(next: ContentQuery) => void navigate(contentListHref(next))}
        onCreate={() => {
          setCreating(true);
          dispatch(createRequested({ section: query.section }));
        }}
        creating={creating && !created && !createFailure}
        createFailure={createFailure}
        editorHrefOf={contentEditorHref}
        pageHrefOf={(page) => contentListHref({ ...query, page })}
        onRetry={() => dispatch(listRequested(query))}
      />
    );
  }
  return (
    <PageShell title={title}>
      <Text color="fg.muted" maxW="3xl" mb="6">
        {intl.formatMessage({ id: 'console.content.intro' })}
      </Text>
      {body}
    </PageShell>
  );
}

/** The media library as a modal dialog, for an image field: a native <dialog> (focus kept inside, Esc closes). */
function MediaPicker({ onPick, onClose }: { onPick: (asset: MediaAsset) => void; onClose: () => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState<{ q?: string | undefined; page: number }>({ page: 1 });
  const media = useMediaList(query);
  const language = useUiLanguage();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby="media-picker-title"
      onClose={onClose}
      w="min(64rem, 95vw)"
      maxH="90dvh"
      p="0"
      borderRadius="lg"
      _backdrop={{ bg: 'blackAlpha.600' }}
      data-testid="media-picker"
    >
      <Stack gap="4" p="6">
        <Flex justify="space-between" align="center" gap="4">
          <Heading as="h2" size="md" id="media-picker-title">
            {intl.formatMessage({ id: 'console.media.pick.title' })}
          </Heading>
          <Button size="sm" variant="outline" onClick={() => ref.current?.close()}>
            {intl.formatMessage({ id: 'console.content.cancel' })}
          </Button>
        </Flex>
        <MediaLibraryView
          uiLanguage={language}
          status={media.status}
          page={media.data}
          q={query.q}
          onSearch={(q) => setQuery({ q, page: 1 })}
          onPage={(page) => setQuery((current) => ({ ...current, page }))}
          onRetry={media.retry}
          onPick={(asset) => {
            onPick(asset);
            ref.current?.close();
          }}
        />
      </Stack>
    </chakra.dialog>
  );
}

function useMediaList(query: { q?: string | undefined; page: number }) {
  const dispatch = useAppDispatch();
  const media = useAppSelector(selectMedia);
  const key = mediaQueryKey(query);
  useEffect(() => {
    if (media.list.key !== key) dispatch(mediaRequested({ q: query.q, page: query.page }));
  }, [key, media.list.key, query.q, query.page, dispatch]);
  return {
    status: media.list.key === key ? media.list.status : 'loading',
    data: media.list.data,
    retry: () => dispatch(mediaRequested({ q: query.q, page: query.page })),
  } as const;
}

/** /console/content/:documentNo: the editor of one document. */
export function ContentEditorScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const documentNo = useDocumentNo();
  const language = useUiLanguage();
  const sections = useSections();
  const editor = useAppSelector(selectEditor);
  const revisions = useAppSelector(selectRevisions);
  const [picking, setPicking] = useState<((reference: string) => void) | null>(null);
  const document = editor.documentNo === documentNo ? editor.document : null;
  const section = sections.data?.find((info) => info.section === document?.section);
  const title = intl.formatMessage({ id: 'console.content.editor.title' }, { documentNo });
  useConsoleTitle(title);

  useEffect(() => {
    if (!documentNo) return;
    dispatch(documentRequested(documentNo));
    dispatch(revisionsRequested(documentNo));
  }, [documentNo, dispatch]);

  // A save, publish or restore adds a revision: the list follows.
  const version = document?.version;
  useEffect(() => {
    if (version !== undefined && documentNo) dispatch(revisionsRequested(documentNo));
  }, [version, documentNo, dispatch]);

  let body;
  const status = editor.documentNo === documentNo ? editor.status : 'loading';
  if (!documentNo || status === 'missing') body = <Failed messageId="console.content.editor.missing" />;
  else if (status === 'forbidden') body = <Failed messageId="console.content.editor.forbidden" />;
  else if (status === 'error') body = <Failed messageId="console.content.editor.error" onRetry={() => dispatch(documentRequested(documentNo))} />;
  else if (sections.status === 'error') body = <Failed messageId="console.content.sections.error" onRetry={sections.retry} />;
  else if (!document || !section) body = <Waiting messageId="console.content.editor.loading" />;
  else {
    const versioned = { documentNo, version: document.version };
    body = (
      <ContentEditorView
        key={documentNo}
        uiLanguage={language}
        section={section}
        document={document}
        generation={editor.generation}
        pending={editor.pending}
        outcome={editor.outcome}
        conflict={editor.conflict}
        publishErrors={editor.publishErrors}
        onSave={(body) => dispatch(saveRequested({ documentNo, body }))}
        onConvert={() => dispatch(convertRequested(versioned))}
        onPublish={(languages) => dispatch(publishRequested({ ...versioned, languages }))}
        onUnpublish={(languages) => dispatch(unpublishRequested({ ...versioned, languages }))}
        onArchive={() => dispatch(archiveRequested(versioned))}
        onResolveConflict={(reload) => dispatch(conflictResolved({ reload }))}
        onPickImage={(apply) => setPicking(() => apply)}
        previewHrefOf={(previewLanguage) => previewHref(documentNo, previewLanguage)}
        aside={({ language: writing, dirty, busy }) => (
          <>
            <SchedulePanel
              rows={document.schedule}
              language={writing}
              disabled={busy || dirty}
              busy={editor.pending === 'schedule'}
              onSchedule={({ language: target, action, at }) =>
                dispatch(scheduleRequested({ ...versioned, language: target, scheduleAction: action, at }))
              }
              onCancel={(id) => dispatch(scheduleCancelRequested({ documentNo, id }))}
            />
            <RevisionPanel
              status={revisions.key === documentNo ? revisions.status : 'loading'}
              revisions={revisions.key === documentNo ? revisions.data : undefined}
              fields={section.fields}
              uiLanguage={language}
              disabled={busy || dirty}
              onRestore={(revisionNo) => dispatch(restoreRequested({ ...versioned, revisionNo }))}
              onRetry={() => dispatch(revisionsRequested(documentNo))}
            />
          </>
        )}
      />
    );
  }

  return (
    <PageShell
      title={title}
      breadcrumbs={[{ label: intl.formatMessage({ id: 'console.content.title' }), to: consoleRoutes.consoleContent }, { label: documentNo }]}
    >
      {body}
      {picking ? (
        <MediaPicker
          onPick={(asset) => picking(mediaReference(asset.assetNo))}
          onClose={() => setPicking(null)}
        />
      ) : null}
    </PageShell>
  );
}

const previewLanguageOf = (value: string | null): Language => (isLanguage(value) ? value : 'CN');
const previewWidthOf = (value: string | null): PreviewWidth => PREVIEW_WIDTHS.find((width) => width === value) ?? 'desktop';

/** /console/preview/:documentNo: the draft in the public layout at a device width, in the chosen language. */
export function PreviewScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const documentNo = useDocumentNo();
  const [searchParams] = useSearchParams();
  const language = previewLanguageOf(searchParams.get('language'));
  const width = previewWidthOf(searchParams.get('width'));
  const title = intl.formatMessage({ id: 'console.preview.title' }, { documentNo });
  useConsoleTitle(title);
  return (
    <PageShell
      title={title}
      breadcrumbs={[
        { label: intl.formatMessage({ id: 'console.content.title' }), to: consoleRoutes.consoleContent },
        { label: documentNo, to: contentEditorHref(documentNo) },
        { label: intl.formatMessage({ id: 'console.preview.crumb' }) },
      ]}
    >
      <Text color="fg.muted" mb="4">
        {intl.formatMessage({ id: 'console.preview.intro' })}
      </Text>
      <PreviewViewport
        documentNo={documentNo}
        language={language}
        width={width}
        frameSrc={previewFrameHref(documentNo, language, width)}
        onLanguage={(next) => void navigate(previewHref(documentNo, next, width), { replace: true })}
        onWidth={(next) => void navigate(previewHref(documentNo, language, next), { replace: true })}
      />
      <Box mt="6">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={contentEditorHref(documentNo)}>{intl.formatMessage({ id: 'console.preview.back' })}</RouterLink>
        </Link>
      </Box>
    </PageShell>
  );
}

/** The fields the draft still lacks for its page, named in the console's language. */
function MissingForPreview({ problems }: { problems: readonly PublishError[] }) {
  const sections = useSections();
  const uiLanguage = useUiLanguage();
  const fields = useMemo(() => (sections.data ?? []).flatMap((section) => section.fields), [sections.data]);
  return <PreviewProblems problems={problems} fields={fields} uiLanguage={uiLanguage} />;
}

/**
 * /console/preview/:documentNo/frame: what the preview's iframe loads. Rendered by the console without its own
 * frame (no console bar): the public header and footer around the section's page.
 */
export function PreviewFrameScreen() {
  const dispatch = useAppDispatch();
  const documentNo = useDocumentNo();
  const [searchParams] = useSearchParams();
  const language = previewLanguageOf(searchParams.get('language'));
  const width = previewWidthOf(searchParams.get('width'));
  const preview = useAppSelector(selectPreview);
  const problems = useAppSelector(selectPreviewProblems);
  const key = previewKey(documentNo, language);
  useEffect(() => {
    if (documentNo) dispatch(previewRequested({ documentNo, language }));
  }, [documentNo, language, dispatch]);
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  const status = preview.key === key ? preview.status : 'loading';
  if (status === 'ready' && preview.data) return <PreviewFrame preview={preview.data} language={language} width={width} />;
  return (
    <chakra.main p="6">
      {status === 'missing' ? (
        <Failed messageId="console.preview.missing" />
      ) : status === 'error' && problems.length > 0 ? (
        <MissingForPreview problems={problems} />
      ) : status === 'error' ? (
        <Failed messageId="console.preview.error" onRetry={() => dispatch(previewRequested({ documentNo, language }))} />
      ) : (
        <Waiting messageId="console.preview.loading" />
      )}
    </chakra.main>
  );
}

/** /console/media: upload images with their alternative text, search the library, correct an alternative text. */
export function MediaScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useUiLanguage();
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim() || undefined;
  const requestedPage = Number(searchParams.get('page'));
  const page = Number.isInteger(requestedPage) && requestedPage >= 1 ? requestedPage : 1;
  const media = useMediaList({ q, page });
  const state = useAppSelector(selectMedia);
  const title = intl.formatMessage({ id: 'console.media.title' });
  useConsoleTitle(title);
  return (
    <PageShell title={title}>
      <Text color="fg.muted" maxW="3xl" mb="6">
        {intl.formatMessage({ id: 'console.media.intro' })}
      </Text>
      <Stack gap="6" direction={{ base: 'column', lg: 'row' }} align="start">
        <Box w={{ base: 'full', lg: '22rem' }} flexShrink={0}>
          <MediaUploadForm
            // A new, empty form once an image is in the library (its number announced there).
            key={state.upload.uploaded?.assetNo ?? 'new'}
            pending={state.upload.pending}
            failure={state.upload.failure}
            uploadedNo={state.upload.uploaded?.assetNo ?? null}
            onUpload={(upload) => dispatch(uploadRequested(upload))}
          />
        </Box>
        <Box flex="1" minW="0" w="full">
          <MediaLibraryView
            key={q ?? ''}
            uiLanguage={language}
            status={media.status}
            page={media.data}
            q={q}
            onSearch={(next) => void navigate(mediaHref(next))}
            onPage={(next) => void navigate(mediaHref(q, next))}
            onRetry={media.retry}
            onSaveAlt={(assetNo, alt) => dispatch(altSaveRequested({ assetNo, alt }))}
            alt={state.alt}
          />
        </Box>
      </Stack>
    </PageShell>
  );
}
