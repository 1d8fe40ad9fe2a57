import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { withQuery } from '@/lib/routes';
import { consoleRoutes } from '@/features/console/console-routes';
import { AuditFilters, AuditTable } from '../components/audit-log';
import { ConsoleOutcome } from '../components/console-outcome';
import { useConsoleTitle } from '../hooks/use-console-title';
import { auditQueryOf, queryKey, searchOfQuery } from '../staff-rules';
import { selectAudit, selectAuditExport } from '../store/staff-feature';
import { auditExportRequested, auditRequested } from '../store/staff-slice';

/** The audit log (/console/audit, admins): filters in the URL, a page of rows, the same filters as a CSV file. */
export function AuditScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => auditQueryOf(searchParams), [searchParams]);
  const audit = useAppSelector(selectAudit);
  const exporting = useAppSelector(selectAuditExport);
  const title = intl.formatMessage({ id: 'console.audit.title' });
  useConsoleTitle(title);

  useEffect(() => {
    dispatch(auditRequested(query));
  }, [query, dispatch]);

  const { page: _page, ...filters } = query;
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <PageShell
      title={title}
      actions={
        <Button variant="outline" colorPalette="brand" size="sm" loading={exporting.exporting} onClick={() => dispatch(auditExportRequested(filters))} data-testid="console-audit-export">
          <FormattedMessage id="console.audit.export" />
        </Button>
      }
    >
      <Flex direction="column" gap="3" mb="6">
        <Text color="fg.muted">{intl.formatMessage({ id: 'console.audit.intro' })}</Text>
        {exporting.failure ? (
          <Box>
            <ConsoleOutcome failure={exporting.failure} testId="console-audit-export" />
          </Box>
        ) : null}
      </Flex>
      <AuditFilters
        key={searchParams.toString()}
        {...filters}
        onChange={(next) => setSearchParams(new URLSearchParams(searchOfQuery({ ...next, page: 1 })))}
        onClear={() => setSearchParams(new URLSearchParams())}
      />
      <AuditTable
        status={audit.key === queryKey(query) ? audit.status : 'loading'}
        page={audit.data}
        filtered={filtered}
        pageHrefOf={(page) => withQuery(consoleRoutes.consoleAudit, searchOfQuery({ ...query, page }))}
        onRetry={() => dispatch(auditRequested(query))}
      />
    </PageShell>
  );
}
