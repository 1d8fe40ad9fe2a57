import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Box, Button, chakra, Checkbox, Field, Flex, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import type { FieldSpec } from '../api/content-api';
import { chinaInputToFieldValue, chinaInputToInstant, displayValue, instantToChinaInput, linesToList } from '../content-rules';
import { CONSOLE_TIME_ZONE } from './console-format';

export interface FieldMarks {
  /** Empty in this language: the public site shows CN's text. */
  fallback: boolean;
  /** Filled by the Simplified → Traditional converter and not yet touched by a person. */
  machine: boolean;
}

export interface ContentFieldInputProps {
  field: FieldSpec;
  /** The language of the value (null for a field common to all languages). */
  language: Language | null;
  /** The interface language, for the label. */
  uiLanguage: Language;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  marks?: FieldMarks;
  /** The refusals of the last publish for this field, already worded by the server. */
  errors?: string[];
  /** Opens the media library to pick an image (image fields). */
  onPickImage?: () => void;
}

/** The label with the value's language, so a screen reader tells the EN title from the CN one. */
export function fieldLabel(field: FieldSpec, uiLanguage: Language, language: Language | null): string {
  const label = field.label[uiLanguage] || field.path;
  return language ? `${label} (${language})` : label;
}

/** The local time of an instant in the browser's own zone, for the editor who is not in China. */
export function useLocalTime() {
  const intl = useIntl();
  // Named parts, not dateStyle: Intl refuses dateStyle together with the zone's name.
  return (instant: string) =>
    intl.formatDate(instant, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
}

function JsonInput({ value, onChange, invalidText, ...rest }: { value: unknown; onChange: (value: unknown) => void; invalidText: string; id: string; lang?: string }) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <Textarea
        {...rest}
        fontFamily="mono"
        fontSize="sm"
        rows={6}
        bg="bg"
        value={text}
        aria-invalid={invalid || undefined}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => {
          if (text.trim() === '') {
            setInvalid(false);
            onChange(undefined);
            return;
          }
          try {
            onChange(JSON.parse(text));
            setInvalid(false);
          } catch {
            setInvalid(true);
          }
        }}
      />
      {invalid ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {invalidText}
        </Text>
      ) : null}
    </>
  );
}

/**
 * One field of a section's form, generated from its FieldSpec. Dates and times are entered in China time (the
 * portal's time), with the editor's own local time shown beside. Marks and the last publish's errors sit under it.
 */
export function ContentFieldInput({ field, language, uiLanguage, id, value, onChange, marks, errors = [], onPickImage }: ContentFieldInputProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const localTime = useLocalTime();
  const label = fieldLabel(field, uiLanguage, language);
  const lang = language ? LOCALE_TAG[language] : undefined;
  const invalid = errors.length > 0;
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : displayValue(value);
  const common = { id, bg: 'bg', lang } as const;

  let control;
  let helper: string | null = null;
  switch (field.kind) {
    case 'textarea':
    case 'markdown':
      control = <Textarea {...common} rows={field.kind === 'markdown' ? 8 : 4} value={text} maxLength={field.maxLength} onChange={(event) => onChange(event.currentTarget.value)} />;
      if (field.kind === 'markdown') helper = t('console.content.field.markdownHint');
      break;
    case 'number':
      control = (
        <Input
          {...common}
          type="number"
          inputMode="decimal"
          value={typeof value === 'number' ? String(value) : text}
          onChange={(event) => {
            const raw = event.currentTarget.value;
            onChange(raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw));
          }}
        />
      );
      break;
    case 'date':
      control = <Input {...common} type="date" value={text.slice(0, 10)} onChange={(event) => onChange(event.currentTarget.value || undefined)} />;
      break;
    case 'datetime': {
      const input = instantToChinaInput(value);
      const instant = chinaInputToInstant(input);
      control = <Input {...common} type="datetime-local" value={input} onChange={(event) => onChange(chinaInputToFieldValue(event.currentTarget.value))} />;
      helper = instant ? t('console.content.field.chinaTimeWithLocal', { local: localTime(instant) }) : t('console.content.field.chinaTime');
      break;
    }
    case 'enum':
      control = (
        <NativeSelect.Root>
          <NativeSelect.Field {...common} value={text} onChange={(event) => onChange(event.currentTarget.value || undefined)}>
            <option value="">{t('console.content.field.none')}</option>
            {text && !field.options?.includes(text) ? <option value={text}>{text}</option> : null}
            {field.options?.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
      break;
    case 'enumList': {
      const selected = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
      return (
        <chakra.fieldset id={id} aria-invalid={invalid || undefined} data-testid={`field-${id}`} minW="0">
          <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
            {label}
            {field.required ? <RequiredMark /> : null}
          </chakra.legend>
          <Flex gap="3" wrap="wrap">
            {(field.options ?? []).map((option) => (
              <Checkbox.Root
                key={option}
                checked={selected.includes(option)}
                onCheckedChange={(change) =>
                  onChange(change.checked === true ? [...selected, option] : selected.filter((item) => item !== option))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
          <FieldNotes id={id} marks={marks} errors={errors} />
        </chakra.fieldset>
      );
    }
    case 'stringList':
      control = (
        <Textarea
          {...common}
          rows={4}
          defaultValue={Array.isArray(value) ? value.join('\n') : text}
          onChange={(event) => onChange(linesToList(event.currentTarget.value))}
        />
      );
      helper = t('console.content.field.onePerLine');
      break;
    case 'boolean':
      return (
        <Box data-testid={`field-${id}`}>
          <Checkbox.Root checked={value === true} onCheckedChange={(change) => onChange(change.checked === true)} ids={{ hiddenInput: id }}>
            <Checkbox.HiddenInput aria-invalid={invalid || undefined} />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
          <FieldNotes id={id} marks={marks} errors={errors} />
        </Box>
      );
    case 'json':
      control = <JsonInput id={id} lang={lang} value={value} onChange={onChange} invalidText={t('console.content.field.jsonInvalid')} />;
      break;
    case 'image':
      control = (
        <Flex gap="2" w="full">
          <Input {...common} value={text} placeholder="/content/… · media:…" onChange={(event) => onChange(event.currentTarget.value || undefined)} />
          {onPickImage ? (
            <Button variant="outline" colorPalette="brand" onClick={onPickImage} aria-haspopup="dialog" flexShrink={0}>
              {t('console.content.field.pickImage')}
            </Button>
          ) : null}
        </Flex>
      );
      helper = t('console.content.field.imageHint');
      break;
    default:
      control = <Input {...common} value={text} maxLength={field.maxLength} onChange={(event) => onChange(event.currentTarget.value)} />;
  }

  return (
    <Field.Root id={id} invalid={invalid} data-testid={`field-${id}`}>
      <Field.Label fontWeight="medium">
        {label}
        {field.required ? <RequiredMark /> : null}
      </Field.Label>
      {control}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <FieldNotes id={id} marks={marks} errors={errors} />
    </Field.Root>
  );
}

function RequiredMark() {
  const intl = useIntl();
  return (
    <chakra.span color="fg.muted" fontWeight="normal" ms="1">
      {`(${intl.formatMessage({ id: 'console.content.field.required' })})`}
    </chakra.span>
  );
}

/** The marks and errors under a field: words, not colours alone. */
function FieldNotes({ id, marks, errors }: { id: string; marks: FieldMarks | undefined; errors: string[] }) {
  const intl = useIntl();
  if (!marks?.fallback && !marks?.machine && errors.length === 0) return null;
  return (
    <Stack gap="1" mt="1" data-testid={`notes-${id}`}>
      {marks?.fallback || marks?.machine ? (
        <Flex gap="2" wrap="wrap">
          {marks.fallback ? (
            <Badge colorPalette="orange" variant="outline" data-testid="mark-fallback">
              {intl.formatMessage({ id: 'console.content.mark.fallback' })}
            </Badge>
          ) : null}
          {marks.machine ? (
            <Badge colorPalette="purple" variant="outline" data-testid="mark-machine">
              {intl.formatMessage({ id: 'console.content.mark.machine' })}
            </Badge>
          ) : null}
        </Flex>
      ) : null}
      {errors.map((error) => (
        <Text key={error} color="red.700" fontSize="sm" data-testid="field-error">
          {error}
        </Text>
      ))}
    </Stack>
  );
}

/** A field's value as read-only text, for the CN reference column. */
export function ReferenceValue({ field, value, uiLanguage }: { field: FieldSpec; value: unknown; uiLanguage: Language }) {
  const intl = useIntl();
  const localTime = useLocalTime();
  let shown = displayValue(value);
  if (field.kind === 'datetime' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    shown = `${intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: CONSOLE_TIME_ZONE })} (${localTime(value)})`;
  }
  if (field.kind === 'boolean') shown = intl.formatMessage({ id: value === true ? 'console.content.field.yes' : 'console.content.field.no' });
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="1">
        {fieldLabel(field, uiLanguage, 'CN')}
      </Text>
      <Text
        lang={LOCALE_TAG.CN}
        bg="bg.subtle"
        borderRadius="md"
        px="3"
        py="2"
        minH="10"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        color={shown ? 'fg' : 'fg.muted'}
        fontSize="sm"
      >
        {shown || intl.formatMessage({ id: 'console.content.reference.empty' })}
      </Text>
    </Box>
  );
}
