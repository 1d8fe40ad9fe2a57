import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, chakra, Field, Flex, Heading, Input, Stack } from '@chakra-ui/react';
import type { FormFailure } from '@/lib/account/form-failure';
import { CONTENT_LANGUAGES, type Trilingual } from '../api/content-api';
import { MEDIA_TYPES, type MediaUpload } from '../api/media-api';
import { mediaFileProblem } from '../content-rules';
import { ConsoleOutcome } from './console-outcome';

export interface MediaUploadFormProps {
  pending: boolean;
  failure: FormFailure | null;
  /** The name of the last upload, announced once it is in the library. */
  uploadedNo?: string | null;
  onUpload: (upload: MediaUpload) => void;
}

type Problems = Partial<Record<'file' | 'EN' | 'CN' | 'TC', string>>;

const EMPTY_ALT: Trilingual = { EN: '', CN: '', TC: '' };

/**
 * An image and its alternative text in the three languages, all required. The file is checked here as the server
 * checks it (JPEG, PNG, WebP or AVIF; 10 MB at most) so a wrong one is refused before it is sent.
 */
export function MediaUploadForm({ pending, failure, uploadedNo, onUpload }: MediaUploadFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState<Trilingual>(EMPTY_ALT);
  const [problems, setProblems] = useState<Problems>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = () => {
    const next: Problems = {};
    const fileProblem = file ? mediaFileProblem(file) : 'missing';
    if (fileProblem) next.file = t(`console.media.upload.problem.${fileProblem}`);
    for (const language of CONTENT_LANGUAGES) {
      if (alt[language].trim() === '') next[language] = t('console.media.upload.problem.alt', { language: t(`console.content.language.${language}`) });
    }
    setProblems(next);
    if (Object.keys(next).length > 0 || !file) {
      // The first field at fault takes the focus, so its message is read with it.
      const first = (['file', ...CONTENT_LANGUAGES] as const).find((key) => next[key]);
      globalThis.document.getElementById(`media-${first}`)?.focus();
      return;
    }
    onUpload({ file, alt: { EN: alt.EN.trim(), CN: alt.CN.trim(), TC: alt.TC.trim() } });
  };

  return (
    <Box as="section" aria-labelledby="media-upload-title" bg="bg" borderWidth="1px" borderRadius="lg" p="4" data-testid="media-upload">
      <Heading as="h2" size="sm" id="media-upload-title" mb="3">
        {t('console.media.upload.title')}
      </Heading>
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="3">
          <Field.Root id="media-file" invalid={Boolean(problems.file)} required>
            <Field.Label>{t('console.media.upload.file')}</Field.Label>
            <Input
              ref={fileInput}
              type="file"
              accept={MEDIA_TYPES.join(',')}
              p="1"
              bg="bg"
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              data-testid="media-file"
            />
            <Field.HelperText>{t('console.media.upload.fileHint')}</Field.HelperText>
            {problems.file ? <Field.ErrorText color="red.700">{problems.file}</Field.ErrorText> : null}
          </Field.Root>
          {CONTENT_LANGUAGES.map((language) => (
            <Field.Root key={language} id={`media-${language}`} invalid={Boolean(problems[language])} required>
              <Field.Label>{t('console.media.upload.alt', { language: t(`console.content.language.${language}`) })}</Field.Label>
              <Input
                bg="bg"
                maxLength={300}
                value={alt[language]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAlt((current) => ({ ...current, [language]: value }));
                }}
              />
              {problems[language] ? <Field.ErrorText color="red.700">{problems[language]}</Field.ErrorText> : null}
            </Field.Root>
          ))}
          <Flex>
            <Button type="submit" colorPalette="brand" loading={pending} data-testid="media-upload-submit">
              {t('console.media.upload.submit')}
            </Button>
          </Flex>
          {Object.keys(problems).length > 0 ? (
            <chakra.p role="alert" srOnly>
              {t('console.media.upload.problems', { count: String(Object.keys(problems).length) })}
            </chakra.p>
          ) : null}
          <ConsoleOutcome
            failure={failure}
            success={uploadedNo ? { messageId: 'console.media.upload.done', values: { assetNo: uploadedNo } } : undefined}
            testId="media-upload"
          />
        </Stack>
      </chakra.form>
    </Box>
  );
}
