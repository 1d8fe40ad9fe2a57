import { useIntl } from 'react-intl';
import { Box, chakra } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import type { DiffEntry, FieldSpec } from '../api/content-api';
import { diffLabel, displayValue } from '../content-rules';

const cell = { px: '2', py: '1.5', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border' } as const;

/** A field's name for a diff line: its label in the interface language when the section lists it, else its path. */
export function diffFieldName(entry: DiffEntry, fields: readonly FieldSpec[], uiLanguage: Language): string {
  const label = fields.find((field) => field.path === entry.path)?.label[uiLanguage];
  return label ? (entry.language ? `${entry.language} · ${label}` : label) : diffLabel(entry);
}

/** A field-level diff: field, before, after (an empty side says so in words). */
export function ContentDiffTable({ diff, fields, uiLanguage, caption }: { diff: DiffEntry[]; fields: readonly FieldSpec[]; uiLanguage: Language; caption: string }) {
  const intl = useIntl();
  const empty = intl.formatMessage({ id: 'console.content.diff.empty' });
  if (diff.length === 0) {
    return (
      <chakra.p fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'console.content.diff.none' })}
      </chakra.p>
    );
  }
  return (
    <Box overflowX="auto">
      <chakra.table w="full" borderCollapse="collapse" fontSize="sm" data-testid="content-diff">
        <chakra.caption srOnly>{caption}</chakra.caption>
        <chakra.thead>
          <chakra.tr>
            {['field', 'before', 'after'].map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                {intl.formatMessage({ id: `console.content.diff.${column}` })}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {diff.map((entry) => (
            <chakra.tr key={`${entry.language ?? ''}:${entry.path}`}>
              <chakra.th scope="row" {...cell} fontWeight="medium" whiteSpace="nowrap">
                {diffFieldName(entry, fields, uiLanguage)}
              </chakra.th>
              <chakra.td {...cell} whiteSpace="pre-wrap" wordBreak="break-word">
                <chakra.del textDecoration="none" color={displayValue(entry.before) ? 'red.800' : 'fg.muted'}>
                  {displayValue(entry.before) || empty}
                </chakra.del>
              </chakra.td>
              <chakra.td {...cell} whiteSpace="pre-wrap" wordBreak="break-word">
                <chakra.ins textDecoration="none" color={displayValue(entry.after) ? 'green.800' : 'fg.muted'}>
                  {displayValue(entry.after) || empty}
                </chakra.ins>
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
