import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import type { ConflictData, DiffEntry, FieldSpec } from '../api/content-api';
import { displayValue } from '../content-rules';
import { ContentDiffTable, diffFieldName } from './content-diff-table';

export interface ContentConflictPanelProps {
  /** The other editor's save; null once resolved while the editor's own text is still listed. */
  conflict: ConflictData | null;
  /** What this editor changed and has not saved: kept visible whatever they choose. */
  mine: DiffEntry[];
  fields: readonly FieldSpec[];
  uiLanguage: Language;
  /** Take their version (the form shows it); the list of the editor's own text stays to copy from. */
  onReload: () => void;
  /** Keep the editor's values on top of their version, to review and save again. */
  onKeepMine: () => void;
  onDismiss: () => void;
}

/**
 * Someone saved the document while this editor was writing: the save was refused (409) and nothing was overwritten.
 * Shows who, what they changed, and this editor's unsaved text with a copy button each, so neither side is lost.
 */
export function ContentConflictPanel({ conflict, mine, fields, uiLanguage, onReload, onKeepMine, onDismiss }: ContentConflictPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Box
      role={conflict ? 'alert' : 'region'}
      aria-label={conflict ? undefined : t('console.content.conflict.mineTitle')}
      borderWidth="1px"
      borderStartWidth="4px"
      borderColor="orange.600"
      bg="orange.50"
      borderRadius="md"
      p="4"
      data-testid="content-conflict"
    >
      <Stack gap="4">
        {conflict ? (
          <>
            <Heading as="h2" size="md">
              {t('console.content.conflict.title', { name: conflict.changedBy || t('console.content.conflict.someone') })}
            </Heading>
            <Text fontSize="sm">{t('console.content.conflict.body')}</Text>
            <ContentDiffTable diff={conflict.diff} fields={fields} uiLanguage={uiLanguage} caption={t('console.content.conflict.theirs')} />
          </>
        ) : null}
        {mine.length > 0 ? (
          <Box>
            <Heading as="h3" size="sm" mb="2">
              {t('console.content.conflict.mineTitle')}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2" data-testid="content-conflict-mine">
              {mine.map((entry) => {
                const key = `${entry.language ?? ''}:${entry.path}`;
                const text = displayValue(entry.after);
                const name = diffFieldName(entry, fields, uiLanguage);
                return (
                  <Flex as="li" key={key} gap="3" align="start" bg="bg" borderRadius="md" p="2">
                    <Box flex="1" minW="0">
                      <Text fontWeight="medium" fontSize="sm">
                        {name}
                      </Text>
                      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                        {text || t('console.content.diff.empty')}
                      </Text>
                    </Box>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="brand"
                      aria-label={t('console.content.conflict.copyField', { field: name })}
                      onClick={() => {
                        void navigator.clipboard?.writeText(text).then(() => setCopied(key));
                      }}
                    >
                      {copied === key ? t('console.content.conflict.copied') : t('console.content.conflict.copy')}
                    </Button>
                  </Flex>
                );
              })}
            </Stack>
          </Box>
        ) : null}
        <Flex gap="3" wrap="wrap">
          {conflict ? (
            <>
              <Button colorPalette="brand" onClick={onKeepMine} data-testid="conflict-keep-mine">
                {t('console.content.conflict.keepMine')}
              </Button>
              <Button variant="outline" colorPalette="brand" onClick={onReload} data-testid="conflict-reload">
                {t('console.content.conflict.reload')}
              </Button>
            </>
          ) : (
            <Button variant="outline" size="sm" onClick={onDismiss}>
              {t('console.content.conflict.dismiss')}
            </Button>
          )}
        </Flex>
      </Stack>
    </Box>
  );
}
