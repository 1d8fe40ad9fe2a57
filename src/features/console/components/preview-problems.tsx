import { useIntl } from 'react-intl';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import type { FieldSpec, PublishError } from '../api/content-api';

export interface PreviewProblemsProps {
  problems: readonly PublishError[];
  /** The fields of the sections the caller edits, for their names (the path is shown while they load). */
  fields: readonly FieldSpec[];
  uiLanguage: Language;
}

/**
 * Why there is no preview yet: the page needs what publishing the CN version needs, and the draft lacks it. Each field
 * is named, with the server's reason, so the editor knows what to fill in before looking again.
 */
export function PreviewProblems({ problems, fields, uiLanguage }: PreviewProblemsProps) {
  const intl = useIntl();
  return (
    <Box role="alert" bg="bg" borderWidth="1px" borderStartWidth="4px" borderColor="red.600" borderRadius="lg" p="6" data-testid="preview-problems">
      <Heading as="h2" size="sm" mb="2">
        {intl.formatMessage({ id: 'console.preview.incomplete' }, { count: problems.length })}
      </Heading>
      <Stack as="ul" listStyleType="disc" ps="5" gap="1">
        {problems.map((problem) => {
          const name = fields.find((field) => field.path === problem.path)?.label[uiLanguage] ?? problem.path;
          return (
            <Text as="li" key={`${problem.language ?? ''}:${problem.path}:${problem.message}`}>
              {problem.language
                ? intl.formatMessage({ id: 'console.content.publishErrors.item' }, { language: problem.language, field: name, message: problem.message })
                : intl.formatMessage({ id: 'console.content.publishErrors.shared' }, { field: name, message: problem.message })}
            </Text>
          );
        })}
      </Stack>
      <Text mt="3" color="fg.muted">
        {intl.formatMessage({ id: 'console.preview.incompleteHint' })}
      </Text>
    </Box>
  );
}
