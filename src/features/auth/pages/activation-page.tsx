import { useIntl } from 'react-intl';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { usePageHeading } from '@/lib/router/route-handle';
import { ActivationPanel } from '../components/activation-panel';
import { AuthCard } from '../components/auth-card';
import { resendCountdownCancelled, resendRequested, selectResend, type ActivationMode } from '../store/auth-flow-slice';

export type { ActivationMode };

/** activation and forgetActivation share this screen (spec §2); leaving it cancels the resend countdown. */
export default function ActivationPage({ mode }: { mode: ActivationMode }) {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { secondsLeft, sending } = useAppSelector(selectResend);
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  useEffect(() => () => void dispatch(resendCountdownCancelled()), [dispatch, mode]);
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <AuthCard intro={intl.formatMessage({ id: `page.${mode}.intro` })}>
        <ActivationPanel
          mode={mode}
          email={email}
          secondsLeft={secondsLeft}
          sending={sending}
          onResend={() => dispatch(resendRequested({ mode, email }))}
        />
      </AuthCard>
    </PageShell>
  );
}
