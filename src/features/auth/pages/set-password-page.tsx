import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { useAppDispatch } from '@/app/store/hooks';
import { usePageHeading } from '@/lib/router/route-handle';
import { AuthCard } from '../components/auth-card';
import { PasswordForm } from '../components/password-form';
import { useAuthForm } from '../hooks/use-auth-form';
import { passwordRequested, type PasswordMode } from '../store/auth-flow-slice';

export type { PasswordMode };

/** setPassword and resetPassword share this screen (spec §2); e-mail and code come from the mail link's query. */
export default function SetPasswordPage({ mode }: { mode: PasswordMode }) {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { submitting, failure } = useAuthForm('password');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const code = searchParams.get('code') ?? '';
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <AuthCard intro={intl.formatMessage({ id: `page.${mode}.intro` })}>
        <PasswordForm
          key={mode}
          mode={mode}
          email={email}
          linkComplete={Boolean(email && code)}
          submitting={submitting}
          failure={failure}
          onSubmit={({ password }) => dispatch(passwordRequested({ mode, email, code, password }))}
        />
      </AuthCard>
    </PageShell>
  );
}
