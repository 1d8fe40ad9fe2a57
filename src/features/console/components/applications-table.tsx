import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Link, Spinner, Text } from '@chakra-ui/react';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/lib/http/page';
import type { ResourceStatus } from '@/lib/resource';
import type { ConsoleApplication } from '../api/console-api';
import { ApplicationStatusPill } from './application-status-pill';
import { formatConsoleDate, formatFileSize } from './console-format';

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

const cell = { px: '3', py: '2.5', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border' } as const;

function StateBox({ role, children, testId }: { role: 'status' | 'alert'; children: ReactNode; testId: string }) {
  return (
    <Box role={role} bg="bg" borderWidth="1px" borderRadius="lg" p="6" textAlign="center" color="fg.muted" data-testid={testId}>
      {children}
    </Box>
  );
}

/** The applications as a table: job, applicant, e-mail, résumé, delivery date and status; each opens its detail. */
export function ApplicationsTable({ status, page, filtered, detailHrefOf, pageHrefOf, onRetry }: ApplicationsTableProps) {
  const intl = useIntl();

  if (status === 'error') {
    return (
      <StateBox role="alert" testId="console-list-error">
        <Text mb="4" color="fg">
          <FormattedMessage id="console.list.error" />
        </Text>
        <Button onClick={onRetry} variant="outline" colorPalette="brand" size="sm">
          <FormattedMessage id="console.retry" />
        </Button>
      </StateBox>
    );
  }
  if (!page) {
    return (
      <StateBox role="status" testId="console-list-loading">
        <Box display="inline-flex" alignItems="center" gap="3">
          <Spinner size="sm" color="brand.solid" aria-hidden="true" />
          <FormattedMessage id="console.list.loading" />
        </Box>
      </StateBox>
    );
  }
  if (page.total === 0 || page.list.length === 0) {
    return (
      <StateBox role="status" testId="console-list-empty">
        <FormattedMessage id={filtered ? 'console.list.emptyFiltered' : 'console.list.empty'} />
      </StateBox>
    );
  }

  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const summary = intl.formatMessage({ id: 'console.list.caption' }, { total: page.total, page: page.page, pages: pageCount });
  const loading = status === 'loading';
  return (
    <>
      {/* The count after a filter change or a new page, read out without moving focus. */}
      <chakra.p role="status" srOnly>
        {loading ? intl.formatMessage({ id: 'console.list.loading' }) : summary}
      </chakra.p>
      <Box bg="bg" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={loading}>
        <chakra.table w="full" borderCollapse="collapse" fontSize="sm" data-testid="console-applications">
          <chakra.caption textAlign="start" px="3" py="3" fontWeight="semibold" color="fg">
            {summary}
            {/* Dimming the rows would fail contrast: the next page on its way is shown by a spinner instead. */}
            {loading ? <Spinner size="xs" color="brand.solid" ms="3" aria-hidden="true" data-testid="console-list-refreshing" /> : null}
          </chakra.caption>
          <chakra.thead bg="bg.subtle">
            <chakra.tr>
              {['job', 'applicant', 'email', 'file', 'delivered', 'status'].map((column) => (
                <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" whiteSpace="nowrap">
                  <FormattedMessage id={`console.column.${column}`} />
                </chakra.th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {page.list.map((application) => (
              <chakra.tr key={application.id} data-testid="console-application-row" _hover={{ bg: 'bg.subtle' }}>
                <chakra.td {...cell}>
                  <Text fontWeight="medium">{application.jobTitle}</Text>
                  <Text color="fg.muted" fontSize="xs">{`${application.company} · ${application.jobNo}`}</Text>
                </chakra.td>
                <chakra.th scope="row" {...cell} fontWeight="normal">
                  <Link asChild color="brand.fg" fontWeight="semibold">
                    <RouterLink to={detailHrefOf(application.id)}>{application.applicantName}</RouterLink>
                  </Link>
                </chakra.th>
                <chakra.td {...cell} wordBreak="break-all">
                  {application.applicantEmail}
                </chakra.td>
                <chakra.td {...cell}>
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
                <chakra.td {...cell} whiteSpace="nowrap">
                  <time dateTime={application.deliveredAt}>{formatConsoleDate(intl, application.deliveredAt)}</time>
                </chakra.td>
                <chakra.td {...cell}>
                  <ApplicationStatusPill status={application.status} />
                </chakra.td>
              </chakra.tr>
            ))}
          </chakra.tbody>
        </chakra.table>
      </Box>
      <Pagination page={page.page} pageCount={pageCount} hrefOf={pageHrefOf} />
    </>
  );
}
