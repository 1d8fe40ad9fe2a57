import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Link, Spinner, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { consoleRoutes } from '@/features/console/console-routes';
import { UserDetailView } from '../components/users-detail-view';
import { StateBox } from '../components/console-list-states';
import { useConsoleTitle } from '../hooks/use-console-title';
import { selectUser, selectUserAction } from '../store/staff-feature';
import {
  activeChangeRequested,
  deleteRequested,
  passwordResetRequested,
  rolesChangeRequested,
  secondFactorResetRequested,
  userRequested,
} from '../store/staff-slice';

/** One account (/console/users/:id, admins). After an erasure, back to the list, which says so. */
export function UserDetailScreen({ id }: { id: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const action = useAppSelector(selectUserAction);
  const data = user.id === id ? user.data : null;
  const title = data ? intl.formatMessage({ id: 'console.users.detail.title' }, { name: data.firstName || data.email }) : intl.formatMessage({ id: 'console.users.detail.titleUnknown' });
  useConsoleTitle(title);

  useEffect(() => {
    dispatch(userRequested(id));
  }, [id, dispatch]);

  const deleted = action.outcome?.kind === 'done' && action.outcome.action === 'delete' && action.outcome.id === id;
  useEffect(() => {
    if (deleted) void navigate(`${consoleRoutes.consoleUsers}?deleted=1`, { replace: true });
  }, [deleted, navigate]);

  const back = (
    <Box mb="4">
      <Link asChild color="brand.fg">
        <RouterLink to={consoleRoutes.consoleUsers}>
          <FormattedMessage id="console.users.detail.back" />
        </RouterLink>
      </Link>
    </Box>
  );

  let body;
  if (data) {
    body = (
      <UserDetailView
        user={data}
        pending={action.pending}
        outcome={action.outcome?.id === id ? action.outcome : null}
        onActive={(active) => dispatch(activeChangeRequested({ id, active }))}
        onRoles={(roles) => dispatch(rolesChangeRequested({ id, roles }))}
        onPasswordReset={() => dispatch(passwordResetRequested({ id }))}
        onSecondFactorReset={() => dispatch(secondFactorResetRequested({ id }))}
        onDelete={() => dispatch(deleteRequested({ id }))}
      />
    );
  } else if (user.status === 'missing') {
    body = (
      <StateBox role="alert" testId="console-user-missing">
        <FormattedMessage id="console.users.detail.missing" />
      </StateBox>
    );
  } else if (user.status === 'error') {
    body = (
      <StateBox role="alert" testId="console-user-error">
        <Text mb="4" color="fg">
          <FormattedMessage id="console.users.detail.error" />
        </Text>
        <Button onClick={() => dispatch(userRequested(id))} variant="outline" colorPalette="brand" size="sm">
          <FormattedMessage id="console.retry" />
        </Button>
      </StateBox>
    );
  } else {
    body = (
      <StateBox role="status" testId="console-user-loading">
        <Box display="inline-flex" alignItems="center" gap="3">
          <Spinner size="sm" color="brand.solid" aria-hidden="true" />
          <FormattedMessage id="console.users.detail.loading" />
        </Box>
      </StateBox>
    );
  }

  return (
    <PageShell title={title}>
      {back}
      {body}
    </PageShell>
  );
}
