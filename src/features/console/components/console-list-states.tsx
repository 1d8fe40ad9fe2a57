import type { ReactElement, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box, Button, chakra, Spinner, Text } from '@chakra-ui/react';
import type { Page } from '@/lib/http/page';

/** A cell of a console table. */
export const tableCell = { px: '3', py: '2.5', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border' } as const;

/** How many pages a list has (at least one). */
export const pageCountOf = (page: Page<unknown>) => Math.max(1, Math.ceil(page.total / page.pageSize));

/** A console list's state in place of its rows: a status (loading, nothing to show) or an alert (failed, refused). */
export function StateBox({ role, children, testId }: { role: 'status' | 'alert'; children: ReactNode; testId?: string }) {
  return (
    <Box role={role} bg="bg" borderWidth="1px" borderRadius="lg" p="6" textAlign="center" color="fg.muted" data-testid={testId}>
      {children}
    </Box>
  );
}

export interface ListPlaceholderOptions {
  /** Where the request for the shown list stands. */
  failed: boolean;
  /** The rows on screen; kept while the next page or filter loads. */
  rows: readonly unknown[] | undefined;
  /** Whether a filter is set (the empty message differs). */
  filtered?: boolean;
  /** `<prefix>-error`, `<prefix>-loading` and `<prefix>-empty`. */
  testIdPrefix: string;
  /** Message ids; `emptyFiltered` when a filter is set and it differs. */
  messages: { error: string; loading: string; empty: string; emptyFiltered?: string };
  onRetry: () => void;
}

/**
 * What every console list shows instead of its rows: the failure with a retry (only when nothing is on screen yet, or
 * always when `failed` is asked so), the first load, or the empty list. Null when there are rows to show.
 */
export function listPlaceholder({ failed, rows, filtered = false, testIdPrefix, messages, onRetry }: ListPlaceholderOptions): ReactElement | null {
  if (failed) {
    return (
      <StateBox role="alert" testId={`${testIdPrefix}-error`}>
        <Text mb="4" color="fg">
          <FormattedMessage id={messages.error} />
        </Text>
        <Button onClick={onRetry} variant="outline" colorPalette="brand" size="sm">
          <FormattedMessage id="console.retry" />
        </Button>
      </StateBox>
    );
  }
  if (!rows) {
    return (
      <StateBox role="status" testId={`${testIdPrefix}-loading`}>
        <Box display="inline-flex" alignItems="center" gap="3">
          <Spinner size="sm" color="brand.solid" aria-hidden="true" />
          <FormattedMessage id={messages.loading} />
        </Box>
      </StateBox>
    );
  }
  if (rows.length === 0) {
    return (
      <StateBox role="status" testId={`${testIdPrefix}-empty`}>
        <FormattedMessage id={filtered && messages.emptyFiltered ? messages.emptyFiltered : messages.empty} />
      </StateBox>
    );
  }
  return null;
}

export interface ConsoleTableProps {
  testId: string;
  /** The caption: what the table holds (count, page). */
  summary: string;
  /** Whether the next page or filter is on its way (the rows shown are the previous ones). */
  loading: boolean;
  /** Read out instead of the summary while loading. */
  loadingText: string;
  /** Column header message ids. */
  columnIds: readonly string[];
  /** The caption spinner's test id, where a test waits for it. */
  refreshingTestId?: string;
  /** Shown between the live summary and the table (a failed refresh). */
  notice?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A console list as a table: the count read out without moving focus, the caption, the column headers and the rows. */
export function ConsoleTable({ testId, summary, loading, loadingText, columnIds, refreshingTestId, notice, children }: ConsoleTableProps) {
  return (
    <>
      {/* The count after a filter change or a new page, read out without moving focus. */}
      <chakra.p role="status" srOnly>
        {loading ? loadingText : summary}
      </chakra.p>
      {notice}
      <Box bg="bg" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={loading}>
        <chakra.table w="full" borderCollapse="collapse" fontSize="sm" data-testid={testId}>
          <chakra.caption textAlign="start" px="3" py="3" fontWeight="semibold" color="fg">
            {summary}
            {/* Dimming the rows would fail contrast: the next page on its way is shown by a spinner instead. */}
            {loading ? <Spinner size="xs" color="brand.solid" ms="3" aria-hidden="true" data-testid={refreshingTestId} /> : null}
          </chakra.caption>
          <chakra.thead bg="bg.subtle">
            <chakra.tr>
              {columnIds.map((id) => (
                <chakra.th key={id} scope="col" {...tableCell} fontWeight="semibold" whiteSpace="nowrap">
                  <FormattedMessage id={id} />
                </chakra.th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>{children}</chakra.tbody>
        </chakra.table>
      </Box>
    </>
  );
}
