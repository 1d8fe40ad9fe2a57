import { useIntl } from 'react-intl';
import { PageShell } from '@/components/layout/page-shell';
import { useAppDispatch } from '@/app/store/hooks';
import { usePageHeading } from '@/lib/router/route-handle';
import { AuthCard } from '../components/auth-card';
import { ForgetPasswordForm } from '../components/forget-password-form';
import { useAuthForm } from '../hooks/use-auth-form';
import { forgetPasswordRequested } from '../store/auth-flow-slice';

/** Spec §2 forgetPassword; success leads to forgetActivation. */
export default function ForgetPasswordPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { submitting, failure } = useAuthForm('forgetPassword');
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <AuthCard intro={intl.formatMessage({ id: 'page.forgetPassword.intro' })}>
        <ForgetPasswordForm
          submitting={submitting}
          failure={failure}
          onSubmit={(values) => dispatch(forgetPasswordRequested(values))}
        />
      </AuthCard>
    </PageShell>
  );
}
