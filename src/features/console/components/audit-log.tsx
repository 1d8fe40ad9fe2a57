import { Fragment, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Field, Input, Text } from '@chakra-ui/react';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/lib/http/page';
import type { ResourceStatus } from '@/lib/resource';
import type { AuditEntry, AuditQuery } from '../api/staff-api';
import { changesOf, displayValue, otherDetailsOf } from '../staff-rules';
import { formatConsoleDate } from './console-format';
import { ConsoleTable, listPlaceholder, pageCountOf, tableCell } from './console-list-states';

export type AuditFilterValues = Omit<AuditQuery, 'page'>;

export interface AuditFiltersProps extends AuditFilterValues {
  onChange: (next: AuditFilterValues) => void;
  onClear: () => void;
}

const FILTER_FIELDS = ['q', 'actor', 'action'] as const;

/** Text, actor, action and a date range (China-time days); applied when submitted, kept in the URL. */
export function AuditFilters({ onChange, onClear, ...values }: AuditFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [draft, setDraft] = useState<AuditFilterValues>(values);
  const rangeInvalid = Boolean(draft.from && draft.to && draft.from > draft.to);
  const filtered = Object.values(values).some((value) => value !== undefined);
  return (
    <chakra.form
      role="search"
      aria-label={t('console.audit.filters.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!rangeInvalid) onChange(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value?.trim() || undefined])) as AuditFilterValues);
      }}
      display="flex"
      flexWrap="wrap"
      alignItems="flex-start"
      gap="4"
      mb="6"
      data-testid="console-audit-filters"
    >
      {FILTER_FIELDS.map((name) => (
        <Field.Root key={name} flex="1" minW="48" maxW="xs">
          <Field.Label>{t(`console.audit.filters.${name}`)}</Field.Label>
          <Input name={name} value={draft[name] ?? ''} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} bg="bg" />
          <Field.HelperText>{t(`console.audit.filters.${name}Hint`)}</Field.HelperText>
        </Field.Root>
      ))}
      <Field.Root flex="1" minW="40" maxW="2xs">
        <Field.Label>{t('console.audit.filters.from')}</Field.Label>
        <Input name="from" type="date" value={draft.from ?? ''} onChange={(event) => setDraft({ ...draft, from: event.target.value || undefined })} bg="bg" />
      </Field.Root>
      <Field.Root flex="1" minW="40" maxW="2xs" invalid={rangeInvalid}>
        <Field.Label>{t('console.audit.filters.to')}</Field.Label>
        <Input name="to" type="date" value={draft.to ?? ''} onChange={(event) => setDraft({ ...draft, to: event.target.value || undefined })} bg="bg" />
        {rangeInvalid ? (
          <Field.ErrorText color="red.700" role="alert">
            {t('console.audit.filters.rangeInvalid')}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>{t('console.audit.filters.chinaTime')}</Field.HelperText>
        )}
      </Field.Root>
      <Box display="flex" gap="3" pt="6">
        <Button type="submit" variant="outline" colorPalette="brand">
          <FormattedMessage id="console.audit.filters.apply" />
        </Button>
        {filtered ? (
          <Button
            variant="plain"
            color="brand.fg"
            textDecoration="underline"
            onClick={() => {
              setDraft({});
              onClear();
            }}
          >
            <FormattedMessage id="console.audit.filters.clear" />
          </Button>
        ) : null}
      </Box>
    </chakra.form>
  );
}

/** A row's details: the changed fields as before → after, then whatever else the row recorded. */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const intl = useIntl();
  const changes = changesOf(details);
  const rest = otherDetailsOf(details);
  return (
    <Box data-testid="console-audit-details">
      {changes !== null ? (
        changes.length === 0 ? (
          <Text color="fg.muted" mb="3">
            <FormattedMessage id="console.audit.diff.none" />
          </Text>
        ) : (
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse" mb="3" data-testid="console-audit-diff">
            <chakra.caption textAlign="start" fontWeight="semibold" pb="2">
              <FormattedMessage id="console.audit.diff.caption" values={{ count: changes.length }} />
            </chakra.caption>
            <chakra.thead>
              <chakra.tr>
                {['field', 'before', 'after'].map((column) => (
                  <chakra.th key={column} scope="col" {...tableCell} fontWeight="semibold">
                    <FormattedMessage id={`console.audit.diff.${column}`} />
                  </chakra.th>
                ))}
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {changes.map((change) => (
                <chakra.tr key={change.path}>
                  <chakra.th scope="row" {...tableCell} fontFamily="mono" fontWeight="normal">
                    {change.path}
                  </chakra.th>
                  <chakra.td {...tableCell} wordBreak="break-word">
                    {/* Removed and added text are named for screen readers and struck/underlined, not only tinted. */}
                    <chakra.del bg="red.50" color="red.900" textDecoration="line-through" aria-label={`${intl.formatMessage({ id: 'console.audit.diff.before' })}: ${displayValue(change.before)}`}>
                      {displayValue(change.before)}
                    </chakra.del>
                  </chakra.td>
                  <chakra.td {...tableCell} wordBreak="break-word">
                    <chakra.ins bg="green.50" color="green.900" textDecoration="underline" aria-label={`${intl.formatMessage({ id: 'console.audit.diff.after' })}: ${displayValue(change.after)}`}>
                      {displayValue(change.after)}
                    </chakra.ins>
                  </chakra.td>
                </chakra.tr>
              ))}
            </chakra.tbody>
          </chakra.table>
        )
      ) : null}
      {Object.keys(rest).length > 0 ? (
        <chakra.pre fontSize="xs" bg="bg.muted" p="3" borderRadius="md" overflowX="auto" whiteSpace="pre-wrap" wordBreak="break-word">
          {JSON.stringify(rest, null, 2)}
        </chakra.pre>
      ) : null}
    </Box>
  );
}

function AuditRow({ entry, initiallyOpen }: { entry: AuditEntry; initiallyOpen: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(initiallyOpen);
  const detailsId = useId();
  const hasDetails = Object.keys(entry.details).length > 0;
  return (
    <Fragment>
      <chakra.tr data-testid="console-audit-row">
        <chakra.td {...tableCell} whiteSpace="nowrap">
          <time dateTime={entry.createdAt}>{formatConsoleDate(intl, entry.createdAt)}</time>
        </chakra.td>
        <chakra.th scope="row" {...tableCell} fontWeight="normal" wordBreak="break-word">
          {entry.actorLabel ?? intl.formatMessage({ id: 'console.audit.actorUnknown' })}
        </chakra.th>
        <chakra.td {...tableCell} fontFamily="mono">
          {entry.action}
        </chakra.td>
        <chakra.td {...tableCell} wordBreak="break-all">{`${entry.targetType} ${entry.targetId}`}</chakra.td>
        <chakra.td {...tableCell} fontFamily="mono" whiteSpace="nowrap">
          {entry.ip ?? '—'}
        </chakra.td>
        <chakra.td {...tableCell}>
          {hasDetails ? (
            <Button size="xs" variant="outline" colorPalette="brand" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
              {intl.formatMessage({ id: open ? 'console.audit.hideDetails' : 'console.audit.showDetails' }, { id: entry.id })}
            </Button>
          ) : (
            <Text color="fg.muted">—</Text>
          )}
        </chakra.td>
      </chakra.tr>
      {hasDetails ? (
        <chakra.tr id={detailsId} hidden={!open}>
          <chakra.td colSpan={6} {...tableCell} bg="bg.subtle">
            {open ? <AuditDetails details={entry.details} /> : null}
          </chakra.td>
        </chakra.tr>
      ) : null}
    </Fragment>
  );
}

export interface AuditTableProps {
  status: ResourceStatus;
  page: Page<AuditEntry> | undefined;
  filtered: boolean;
  pageHrefOf: (page: number) => string;
  onRetry: () => void;
  /** Rows opened from the start (stories). */
  openIds?: readonly number[];
}

/** The audit log: when (China time), who, what, on what, from where, and each row's recorded details on demand. */
export function AuditTable({ status, page, filtered, pageHrefOf, onRetry, openIds = [] }: AuditTableProps) {
  const intl = useIntl();
  const placeholder = listPlaceholder({
    failed: status === 'error',
    rows: page?.list,
    filtered,
    testIdPrefix: 'console-audit',
    messages: { error: 'console.audit.error', loading: 'console.audit.loading', empty: 'console.audit.empty', emptyFiltered: 'console.audit.emptyFiltered' },
    onRetry,
  });
  if (placeholder || !page) return placeholder;
  const pageCount = pageCountOf(page);
  const summary = intl.formatMessage({ id: 'console.audit.caption' }, { total: page.total, page: page.page, pages: pageCount });
  const loading = status === 'loading';
  return (
    <>
      <ConsoleTable
        testId="console-audit"
        summary={summary}
        loading={loading}
        loadingText={intl.formatMessage({ id: 'console.audit.loading' })}
        columnIds={['when', 'who', 'what', 'target', 'address', 'details'].map((column) => `console.audit.column.${column}`)}
      >
        {page.list.map((entry) => (
          <AuditRow key={entry.id} entry={entry} initiallyOpen={openIds.includes(entry.id)} />
        ))}
      </ConsoleTable>
      <Pagination page={page.page} pageCount={pageCount} hrefOf={pageHrefOf} />
    </>
  );
}
