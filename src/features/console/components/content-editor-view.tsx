import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Checkbox, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormFailure } from '@/lib/account/form-failure';
import type { Language } from '@/lib/i18n/languages';
import {
  CONTENT_LANGUAGES,
  type ConflictData,
  type DiffEntry,
  type DraftBody,
  type EditorDocument,
  type FieldSpec,
  type PublishError,
  type SectionInfo,
} from '../api/content-api';
import {
  changesOf,
  draftOf,
  errorsByField,
  fallsBack,
  fieldKey,
  fieldValue,
  SOURCE_LANGUAGE,
  withFieldValue,
  type DraftValues,
} from '../content-rules';
import type { EditorAction } from '../store/content-slice';
import { ConsoleOutcome } from './console-outcome';
import { ContentConflictPanel } from './content-conflict-panel';
import { ContentFieldInput, ReferenceValue } from './content-field-input';
import { LanguageStateChips } from './content-state-chips';

export interface ContentEditorViewProps {
  uiLanguage: Language;
  section: SectionInfo;
  document: EditorDocument;
  /** Changes when the server's content must replace what the form shows (see the slice). */
  generation: number;
  pending: EditorAction | null;
  outcome: { kind: 'done'; action: EditorAction } | { kind: 'failed'; action: EditorAction; failure: FormFailure } | null;
  conflict: ConflictData | null;
  publishErrors: PublishError[];
  /** The language written first. */
  initialLanguage?: Language;
  onSave: (body: DraftBody) => void;
  onConvert: () => void;
  onPublish: (languages: Language[]) => void;
  onUnpublish: (languages: Language[]) => void;
  onArchive: () => void;
  onResolveConflict: (reload: boolean) => void;
  /** Opens the media library; the picked asset's reference is handed to `apply`. */
  onPickImage?: (apply: (reference: string) => void) => void;
  previewHrefOf: (language: Language) => string;
  /** The schedule and revisions panels, beside the form. */
  aside?: (context: { language: Language; dirty: boolean; busy: boolean }) => ReactNode;
}

const idOf = (language: Language | null, path: string) => `field-${language ?? 'shared'}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
/**
 * The editor of one document: the fields common to all languages, then CN (the fallback, read-only) beside the
 * language being written, with "falls back to CN" and "machine-drafted" marks per field; save, Simplified →
 * Traditional, publish per language, unpublish, archive and preview. Holds the values being typed, so a refused
 * save (409) loses nothing.
 */
export function ContentEditorView(props: ContentEditorViewProps) {
  const { uiLanguage, section, document, generation, pending, outcome, conflict, publishErrors } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const [language, setLanguage] = useState<Language>(props.initialLanguage ?? SOURCE_LANGUAGE);
  const [values, setValues] = useState<DraftValues>(() => draftOf(document));
  const [base, setBase] = useState<DraftValues>(() => draftOf(document));
  const [sent, setSent] = useState<DraftValues | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [stash, setStash] = useState<DiffEntry[]>([]);
  const [seen, setSeen] = useState({ generation, version: document.version });
  const [selected, setSelected] = useState<Language[] | null>(null);
  const [confirm, setConfirm] = useState<'convert' | 'archive' | null>(null);

  // Adjusting state to new props during render (React's pattern for it): no effect, no flash of old values.
  if (seen.generation !== generation) {
    setSeen({ generation, version: document.version });
    setValues(draftOf(document));
    setBase(draftOf(document));
    setSent(null);
    setTouched(new Set());
  } else if (seen.version !== document.version) {
    setSeen({ generation, version: document.version });
    if (sent) {
      setBase(sent);
      setSent(null);
    }
  }

  const localized = section.fields.filter((field) => field.localized);
  const shared = section.fields.filter((field) => !field.localized);
  const mine = useMemo(() => changesOf(section.fields, base, values), [section.fields, base, values]);
  const dirty = mine.length > 0;
  const busy = pending !== null;
  const errors = useMemo(() => errorsByField(publishErrors), [publishErrors]);
  const machine = (lang: Language, path: string) => (document.machineDrafted[lang] ?? []).includes(path) && !touched.has(fieldKey(lang, path));
  // Until the editor picks: the language being written, with CN when CN is not public yet (it is the fallback).
  const toPublish =
    selected ?? (language !== SOURCE_LANGUAGE && document.languages[SOURCE_LANGUAGE].status !== 'published' ? [language, SOURCE_LANGUAGE] : [language]);

  const change = (field: FieldSpec, lang: Language, value: unknown) => {
    setValues((current) => withFieldValue(current, field, lang, value));
    if (field.localized) setTouched((current) => new Set(current).add(fieldKey(lang, field.path)));
  };
  const pickFor = (field: FieldSpec, lang: Language) =>
    props.onPickImage && field.kind === 'image' ? () => props.onPickImage?.((reference) => change(field, lang, reference)) : undefined;

  const input = (field: FieldSpec, lang: Language | null) => {
    const id = idOf(lang, field.path);
    const valueLanguage = lang ?? SOURCE_LANGUAGE;
    return (
      <ContentFieldInput
        key={`${generation}:${id}`}
        field={field}
        language={lang}
        uiLanguage={uiLanguage}
        id={id}
        value={fieldValue(values, field, valueLanguage)}
        onChange={(value) => change(field, valueLanguage, value)}
        marks={lang ? { fallback: fallsBack(values, field, lang), machine: machine(lang, field.path) } : undefined}
        errors={(errors.get(fieldKey(lang, field.path)) ?? []).map((error) => error.message)}
        onPickImage={pickFor(field, valueLanguage)}
      />
    );
  };

  const focusField = (error: PublishError) => {
    if (error.language) setLanguage(error.language);
    // After the switch has rendered the field.
    setTimeout(() => globalThis.document.getElementById(idOf(error.language, error.path))?.focus(), 0);
  };

  const successId = outcome?.kind === 'done' ? `console.content.done.${outcome.action}` : undefined;

  return (
    <Stack gap="6" data-testid="content-editor">
      <Flex gap="4" justify="space-between" align="start" wrap="wrap">
        <Box>
          <Text color="fg.muted" fontSize="sm">
            {`${section.label[uiLanguage]} · ${document.documentNo} · ${t('console.content.editor.version', { version: document.version })}`}
          </Text>
          <Box mt="2">
            <LanguageStateChips languages={document.languages} />
          </Box>
        </Box>
        <Flex gap="2" wrap="wrap" align="center">
          <Button variant="outline" colorPalette="brand" asChild>
            <RouterLink to={props.previewHrefOf(language)} data-testid="content-preview-link">
              {t('console.content.editor.preview', { language })}
            </RouterLink>
          </Button>
          <Button colorPalette="brand" loading={pending === 'save'} disabled={busy || !dirty} onClick={() => {
            setSent(values);
            props.onSave({ version: document.version, ...values });
          }} data-testid="content-save">
            {t('console.content.editor.save')}
          </Button>
        </Flex>
      </Flex>

      <Text role="status" fontSize="sm" color={dirty ? 'orange.800' : 'fg.muted'} data-testid="content-dirty">
        {dirty ? t('console.content.editor.unsaved', { count: mine.length }) : t('console.content.editor.saved')}
      </Text>

      {conflict || stash.length > 0 ? (
        <ContentConflictPanel
          conflict={conflict}
          mine={conflict ? mine : stash}
          fields={section.fields}
          uiLanguage={uiLanguage}
          onReload={() => {
            setStash(mine);
            props.onResolveConflict(true);
          }}
          onKeepMine={() => {
            if (conflict) setBase(draftOf(conflict.current));
            setSent(null);
            props.onResolveConflict(false);
          }}
          onDismiss={() => setStash([])}
        />
      ) : null}

      {publishErrors.length > 0 ? (
        <Box role="alert" borderWidth="1px" borderStartWidth="4px" borderColor="red.600" bg="red.50" borderRadius="md" p="4" data-testid="publish-errors">
          <Heading as="h2" size="sm" mb="2">
            {t('console.content.publishErrors.title', { count: publishErrors.length })}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="1">
            {publishErrors.map((error) => {
              const field = section.fields.find((spec) => spec.path === error.path);
              const name = field?.label[uiLanguage] ?? error.path;
              return (
                <li key={fieldKey(error.language, error.path) + error.message}>
                  <chakra.button type="button" textAlign="start" color="red.900" textDecoration="underline" onClick={() => focusField(error)}>
                    {error.language
                      ? t('console.content.publishErrors.item', { language: error.language, field: name, message: error.message })
                      : t('console.content.publishErrors.shared', { field: name, message: error.message })}
                  </chakra.button>
                </li>
              );
            })}
          </Stack>
        </Box>
      ) : null}

      {outcome?.kind === 'failed' ? <ConsoleOutcome failure={outcome.failure} testId="content-action" /> : null}
      {successId ? <ConsoleOutcome success={{ messageId: successId }} testId="content-action" /> : null}

      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          {shared.length > 0 ? (
            <Box as="section" aria-labelledby="shared-title" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
              <Heading as="h2" size="sm" id="shared-title" mb="1">
                {t('console.content.editor.shared')}
              </Heading>
              <Text fontSize="sm" color="fg.muted" mb="4">
                {t('console.content.editor.sharedHint')}
              </Text>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                {shared.map((field) => (
                  <Box key={field.path} gridColumn={field.kind === 'textarea' || field.kind === 'markdown' || field.kind === 'json' ? '1 / -1' : undefined}>
                    {input(field, null)}
                  </Box>
                ))}
              </Grid>
            </Box>
          ) : null}

          <Box as="section" aria-labelledby="texts-title" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
              <Heading as="h2" size="sm" id="texts-title">
                {t('console.content.editor.texts')}
              </Heading>
              <Flex role="group" aria-label={t('console.content.editor.writing')} gap="1" data-testid="language-switch">
                {CONTENT_LANGUAGES.map((code) => (
                  <Button
                    key={code}
                    size="sm"
                    variant={code === language ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={code === language}
                    onClick={() => setLanguage(code)}
                  >
                    {t(`console.content.language.${code}`)}
                  </Button>
                ))}
              </Flex>
            </Flex>
            {language === 'TC' ? (
              <Flex gap="3" align="center" wrap="wrap" mb="4" bg="bg.subtle" borderRadius="md" p="3">
                <Text fontSize="sm" flex="1" minW="48">
                  {t('console.content.convert.hint')}
                </Text>
                {confirm === 'convert' ? (
                  <>
                    <Button size="sm" colorPalette="brand" loading={pending === 'convert'} onClick={() => {
                      setConfirm(null);
                      props.onConvert();
                    }}>
                      {t('console.content.convert.confirm')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setConfirm(null)}>
                      {t('console.content.cancel')}
                    </Button>
                  </>
                ) : (
                  <Button size="sm" variant="outline" colorPalette="brand" disabled={busy || dirty} onClick={() => setConfirm('convert')} data-testid="content-convert">
                    {t('console.content.convert.button')}
                  </Button>
                )}
              </Flex>
            ) : null}
            <Grid templateColumns={language === SOURCE_LANGUAGE ? '1fr' : { base: '1fr', md: '1fr 1fr' }} gap="4" data-testid="content-columns">
              {language !== SOURCE_LANGUAGE ? (
                <>
                  <Text fontWeight="semibold" fontSize="sm" color="fg.muted" hideBelow="md">
                    {t('console.content.editor.reference')}
                  </Text>
                  <Text fontWeight="semibold" fontSize="sm" color="fg.muted" hideBelow="md">
                    {t('console.content.editor.writingIn', { language: t(`console.content.language.${language}`) })}
                  </Text>
                </>
              ) : null}
              {localized.map((field) => (
                <Box key={field.path} display="contents">
                  {language !== SOURCE_LANGUAGE ? <ReferenceValue field={field} value={fieldValue(values, field, SOURCE_LANGUAGE)} uiLanguage={uiLanguage} /> : null}
                  {input(field, language)}
                </Box>
              ))}
            </Grid>
          </Box>

          <Box as="section" aria-labelledby="publish-title" bg="bg" borderWidth="1px" borderRadius="lg" p="4" data-testid="publish-panel">
            <Heading as="h2" size="sm" id="publish-title" mb="1">
              {t('console.content.publish.title')}
            </Heading>
            <Text fontSize="sm" color="fg.muted" mb="3">
              {dirty ? t('console.content.publish.saveFirst') : t('console.content.publish.hint')}
            </Text>
            <chakra.fieldset mb="3">
              <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
                {t('console.content.publish.languages')}
              </chakra.legend>
              <Flex gap="4" wrap="wrap">
                {CONTENT_LANGUAGES.map((code) => (
                  <Checkbox.Root
                    key={code}
                    checked={toPublish.includes(code)}
                    onCheckedChange={(change) =>
                      setSelected(change.checked === true ? [...new Set([...toPublish, code])] : toPublish.filter((item) => item !== code))
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t(`console.content.language.${code}`)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Flex>
            </chakra.fieldset>
            <Flex gap="2" wrap="wrap">
              <Button colorPalette="brand" size="sm" disabled={busy || dirty || toPublish.length === 0} loading={pending === 'publish'} onClick={() => props.onPublish(toPublish)} data-testid="content-publish">
                {t('console.content.publish.button')}
              </Button>
              <Button variant="outline" size="sm" disabled={busy || toPublish.length === 0} loading={pending === 'unpublish'} onClick={() => props.onUnpublish(toPublish)} data-testid="content-unpublish">
                {t('console.content.unpublish.button')}
              </Button>
              {confirm === 'archive' ? (
                <>
                  <Button colorPalette="red" size="sm" loading={pending === 'archive'} onClick={() => {
                    setConfirm(null);
                    props.onArchive();
                  }}>
                    {t('console.content.archive.confirm')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirm(null)}>
                    {t('console.content.cancel')}
                  </Button>
                </>
              ) : (
                <Button variant="outline" colorPalette="red" size="sm" disabled={busy} onClick={() => setConfirm('archive')} data-testid="content-archive">
                  {t('console.content.archive.button')}
                </Button>
              )}
            </Flex>
          </Box>
        </Stack>
        {props.aside ? <Stack gap="6">{props.aside({ language, dirty, busy })}</Stack> : null}
      </Grid>
    </Stack>
  );
}
