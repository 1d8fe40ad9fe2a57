import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Link, Text } from '@chakra-ui/react';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/lib/http/page';
import type { ResourceStatus } from '@/lib/resource';
import type { ConsoleApplication } from '../api/console-api';
import { ApplicationStatusPill } from './application-status-pill';
import { formatConsoleDate, formatFileSize } from './console-format';
import { ConsoleTable, listPlaceholder, pageCountOf, tableCell } from './console-list-states';

export interface ApplicationsTableProps {
  /** Where the request for the shown filters and page stands. */
  status: ResourceStatus;
  /** The page of applications; kept on screen while the next one loads. */
  page: Page<ConsoleApplication> | undefined;
  /** Whether a filter is set (the empty message differs). */
  filtered: boolean;
  detailHrefOf: (id: number) => string;
  pageHrefOf: (page: number) => string;
  onRetry: () => void;
}

/** The applications as a table: job, applicant, e-mail, résumé, delivery date and status; each opens its detail. */
export function ApplicationsTable({ status, page, filtered, detailHrefOf, pageHrefOf, onRetry }: ApplicationsTableProps) {
  const intl = useIntl();

  const placeholder = listPlaceholder({
    failed: status === 'error',
    rows: page?.list,
    filtered,
    testIdPrefix: 'console-list',
    messages: { error: 'console.list.error', loading: 'console.list.loading', empty: 'console.list.empty', emptyFiltered: 'console.list.emptyFiltered' },
    onRetry,
  });
  if (placeholder || !page) return placeholder;

  const pageCount = pageCountOf(page);
  const summary = intl.formatMessage({ id: 'console.list.caption' }, { total: page.total, page: page.page, pages: pageCount });
  const loading = status === 'loading';
  return (
    <>
      <ConsoleTable
        testId="console-applications"
        summary={summary}
        loading={loading}
        loadingText={intl.formatMessage({ id: 'console.list.loading' })}
        columnIds={['job', 'applicant', 'email', 'file', 'delivered', 'status'].map((column) => `console.column.${column}`)}
        refreshingTestId="console-list-refreshing"
      >
        {page.list.map((application) => (
          <chakra.tr key={application.id} data-testid="console-application-row" _hover={{ bg: 'bg.subtle' }}>
            <chakra.td {...tableCell}>
              <Text fontWeight="medium">{application.jobTitle}</Text>
              <Text color="fg.muted" fontSize="xs">{`${application.company} · ${application.jobNo}`}</Text>
            </chakra.td>
            <chakra.th scope="row" {...tableCell} fontWeight="normal">
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={detailHrefOf(application.id)}>{application.applicantName}</RouterLink>
              </Link>
            </chakra.th>
            <chakra.td {...tableCell} wordBreak="break-all">
              {application.applicantEmail}
            </chakra.td>
            <chakra.td {...tableCell}>
              {application.status === 'withdrawn' ? (
                <Text color="fg.muted">
                  <FormattedMessage id="console.file.none" />
                </Text>
              ) : (
                <>
                  <Text wordBreak="break-all">{application.fileName}</Text>
                  <Text color="fg.muted" fontSize="xs">{`${application.fileType.toUpperCase()} · ${formatFileSize(intl, application.fileSize)}`}</Text>
                </>
              )}
            </chakra.td>
            <chakra.td {...tableCell} whiteSpace="nowrap">
              <time dateTime={application.deliveredAt}>{formatConsoleDate(intl, application.deliveredAt)}</time>
            </chakra.td>
            <chakra.td {...tableCell}>
              <ApplicationStatusPill status={application.status} />
            </chakra.td>
          </chakra.tr>
        ))}
      </ConsoleTable>
      <Pagination page={page.page} pageCount={pageCount} hrefOf={pageHrefOf} />
    </>
  );
}
