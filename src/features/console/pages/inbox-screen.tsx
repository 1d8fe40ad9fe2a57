import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { withQuery } from '@/lib/routes';
import { consoleRoutes } from '@/features/console/console-routes';
import { InboxList, InboxStatusFilter, type Colleague } from '../components/inbox-list';
import { useConsoleTitle } from '../hooks/use-console-title';
import { inboxQueryOf, queryKey, searchOfQuery } from '../staff-rules';
import { selectAccess } from '../store/console-feature';
import { selectHubUsers, selectInbox, selectInboxAction } from '../store/staff-feature';
import { assignRequested, closeRequested, hubUsersRequested, inboxRequested, replyRequested } from '../store/staff-slice';

/** Due times move on their own: the list's clock ticks once a minute. */
const CLOCK_MS = 60_000;

/**
 * The International Talent Hub's contact requests (/console/inbox?status=&page=, hub and admins). The colleagues to
 * assign to: the hub and admin accounts for an admin (the users API is theirs), else the assignees already seen.
 */
export function InboxScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => inboxQueryOf(searchParams), [searchParams]);
  const inbox = useAppSelector(selectInbox);
  const action = useAppSelector(selectInboxAction);
  const hubUsers = useAppSelector(selectHubUsers);
  const me = useAppSelector(selectAccess).me;
  const [now, setNow] = useState(() => Date.now());
  const title = intl.formatMessage({ id: 'console.inbox.title' });
  useConsoleTitle(title);

  useEffect(() => {
    dispatch(inboxRequested(query));
  }, [query, dispatch]);

  useEffect(() => {
    if (hubUsers.status === 'idle') dispatch(hubUsersRequested());
  }, [hubUsers.status, dispatch]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  const colleagues = useMemo<Colleague[]>(() => {
    const known = new Map<number, string>();
    for (const user of hubUsers.data ?? []) known.set(user.id, user.label);
    for (const request of inbox.data?.list ?? []) if (request.assignedTo && !known.has(request.assignedTo.id)) known.set(request.assignedTo.id, request.assignedTo.label);
    return [...known].filter(([id]) => id !== me?.userId).map(([id, label]) => ({ id, label }));
  }, [hubUsers.data, inbox.data, me?.userId]);

  return (
    <PageShell title={title}>
      <Text mb="6" color="fg.muted" maxW="3xl">
        {intl.formatMessage({ id: 'console.inbox.intro' })}
      </Text>
      <InboxStatusFilter status={query.status} onChange={(status) => setSearchParams(new URLSearchParams(searchOfQuery({ status, page: 1 })))} />
      <InboxList
        status={inbox.key === queryKey(query) ? inbox.status : 'loading'}
        page={inbox.data}
        filtered={query.status !== undefined}
        now={now}
        selfId={me?.userId}
        colleagues={colleagues}
        pending={action.pending}
        outcome={action.outcome}
        pageHrefOf={(page) => withQuery(consoleRoutes.consoleInbox, searchOfQuery({ ...query, page }))}
        onRetry={() => dispatch(inboxRequested(query))}
        onAssign={(id, userId) => dispatch(assignRequested({ id, userId }))}
        onReply={(id, body) => dispatch(replyRequested({ id, body }))}
        onClose={(id) => dispatch(closeRequested({ id }))}
      />
    </PageShell>
  );
}
