import { useIntl } from 'react-intl';
import { PageShell } from '@/components/layout/page-shell';
import { FormAlert } from '@/components/forms/form-alert';
import { useAppDispatch } from '@/app/store/hooks';
import { useCountries } from '@/lib/account/use-countries';
import { usePageHeading } from '@/lib/router/route-handle';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { useAuthForm } from '../hooks/use-auth-form';
import { signupRequested } from '../store/auth-flow-slice';

/** Spec §2 signin (registration); success leads to activation with the e-mail. */
export default function SigninPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { submitting, failure } = useAuthForm('signup');
  const { countries, failed } = useCountries();
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <AuthCard intro={intl.formatMessage({ id: 'page.signin.intro' })}>
        {failed ? <FormAlert failure={{ messageId: 'account.country.loadFailed' }} /> : null}
        <SignupForm
          countries={countries}
          submitting={submitting}
          failure={failure}
          onSubmit={(values) => dispatch(signupRequested(values))}
        />
      </AuthCard>
    </PageShell>
  );
}
