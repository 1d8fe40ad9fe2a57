import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Box, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { withQuery } from '@/lib/routes';
import { consoleRoutes } from '@/features/console/console-routes';
import { ConsoleOutcome } from '../components/console-outcome';
import { UsersFilters, UsersTable } from '../components/users-list';
import { useConsoleTitle } from '../hooks/use-console-title';
import { queryKey, searchOfQuery, userHref, userQueryOf } from '../staff-rules';
import { selectUsers } from '../store/staff-feature';
import { usersRequested } from '../store/staff-slice';

/** The accounts (/console/users?q=&status=&role=&page=, admins): filters and page live in the URL. */
export function UsersScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => userQueryOf(searchParams), [searchParams]);
  const users = useAppSelector(selectUsers);
  const title = intl.formatMessage({ id: 'console.users.title' });
  useConsoleTitle(title);

  useEffect(() => {
    dispatch(usersRequested(query));
  }, [query, dispatch]);

  return (
    <PageShell title={title}>
      <Text mb="6" color="fg.muted">
        {intl.formatMessage({ id: 'console.users.intro' })}
      </Text>
      {searchParams.has('deleted') ? (
        <Box mb="6">
          <ConsoleOutcome success={{ messageId: 'console.users.done.delete' }} testId="console-users-deleted" />
        </Box>
      ) : null}
      <UsersFilters
        key={query.q ?? ''}
        q={query.q}
        status={query.status}
        role={query.role}
        onChange={(next) => setSearchParams(new URLSearchParams(searchOfQuery({ ...next, page: 1 })))}
      />
      <UsersTable
        status={users.key === queryKey(query) ? users.status : 'loading'}
        page={users.data}
        filtered={query.q !== undefined || query.status !== undefined || query.role !== undefined}
        detailHrefOf={userHref}
        pageHrefOf={(page) => withQuery(consoleRoutes.consoleUsers, searchOfQuery({ ...query, page }))}
        onRetry={() => dispatch(usersRequested(query))}
      />
    </PageShell>
  );
}
