import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { useKioskMode } from '@/lib/kiosk/kiosk-mode';
import { useAppDispatch } from '@/app/store/hooks';
import { LOGIN_RETURN_PARAM } from '@/lib/router/login-return';
import { usePageHeading } from '@/lib/router/route-handle';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useAuthForm } from '../hooks/use-auth-form';
import { loginRequested } from '../store/auth-flow-slice';

/** Spec §2 login; the saga runs the key → encrypt → post sequence and sends the user home (or back, `?redirect=`). */
export default function LoginPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { submitting, failure } = useAuthForm('login');
  const [searchParams] = useSearchParams();
  const kiosk = useKioskMode();
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <AuthCard intro={intl.formatMessage({ id: 'page.login.intro' })}>
        {kiosk ? (
          <Alert.Root status="warning" data-testid="kiosk-login-warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{intl.formatMessage({ id: 'kiosk.login.sharedScreen' })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <LoginForm
          defaultEmail={searchParams.get('email') ?? ''}
          submitting={submitting}
          failure={failure}
          onSubmit={(values) => dispatch(loginRequested({ ...values, redirect: searchParams.get(LOGIN_RETURN_PARAM) }))}
        />
      </AuthCard>
    </PageShell>
  );
}
