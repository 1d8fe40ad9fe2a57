import { useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import type { ResourceStatus } from '@/lib/resource';
import type { FieldSpec, Revision } from '../api/content-api';
import { formatConsoleDate } from './console-format';
import { ContentDiffTable } from './content-diff-table';

export interface RevisionPanelProps {
  status: ResourceStatus;
  revisions: Revision[] | undefined;
  fields: readonly FieldSpec[];
  uiLanguage: Language;
  disabled?: boolean;
  onRestore: (revisionNo: number) => void;
  onRetry: () => void;
}

const KNOWN_KINDS = new Set(['create', 'save', 'convert', 'publish', 'unpublish', 'archive', 'restore', 'schedule']);

/** Every save of the document, newest first: kind, author, time and what changed; any one restores as a new draft. */
export function RevisionPanel({ status, revisions, fields, uiLanguage, disabled = false, onRestore, onRetry }: RevisionPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Box as="section" aria-labelledby="revisions-title" aria-busy={status === 'loading'} bg="bg" borderWidth="1px" borderRadius="lg" p="4" data-testid="revision-panel">
      <Heading as="h2" size="sm" id="revisions-title" mb="3">
        {t('console.content.revisions.title')}
      </Heading>
      {status === 'error' ? (
        <Box role="alert">
          <Text mb="2">{t('console.content.revisions.error')}</Text>
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t('console.retry')}
          </Button>
        </Box>
      ) : !revisions ? (
        <Flex role="status" gap="2" align="center" color="fg.muted">
          <Spinner size="xs" aria-hidden="true" />
          {t('console.content.revisions.loading')}
        </Flex>
      ) : revisions.length === 0 ? (
        <Text color="fg.muted">{t('console.content.revisions.empty')}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2">
          {revisions.map((revision) => {
            const kind = KNOWN_KINDS.has(revision.kind) ? t(`console.content.revisions.kind.${revision.kind}`) : revision.kind;
            return (
              <Box as="li" key={revision.revisionNo} borderTopWidth="1px" pt="2" data-testid="revision">
                <chakra.details>
                  <chakra.summary cursor="pointer" fontSize="sm" py="1">
                    <chakra.span fontWeight="semibold">{t('console.content.revisions.number', { number: revision.revisionNo, kind })}</chakra.span>
                    {' · '}
                    <time dateTime={revision.createdAt}>{formatConsoleDate(intl, revision.createdAt)}</time>
                    {' · '}
                    {revision.authorLabel ?? t('console.content.revisions.system')}
                    {' · '}
                    {t('console.content.revisions.changes', { count: revision.diff.length })}
                  </chakra.summary>
                  <Stack gap="2" mt="2">
                    <ContentDiffTable
                      diff={revision.diff}
                      fields={fields}
                      uiLanguage={uiLanguage}
                      caption={t('console.content.revisions.diffCaption', { number: revision.revisionNo })}
                    />
                    <Box>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="brand"
                        disabled={disabled}
                        onClick={() => onRestore(revision.revisionNo)}
                        data-testid="revision-restore"
                      >
                        {t('console.content.revisions.restore', { number: revision.revisionNo })}
                      </Button>
                    </Box>
                  </Stack>
                </chakra.details>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
