import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Flex, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { KioskRegistrationForm } from '../components/kiosk-registration-form';
import { KiosksTable } from '../components/kiosks-table';
import { useConsoleTitle } from '../hooks/use-console-title';
import { selectKioskRegistration, selectKiosks } from '../store/console-feature';
import { kioskKeyDismissed, kioskRegisterRequested, kiosksRequested } from '../store/console-slice';

/** Kiosks beat every 60 s: the list asks again at the same pace while it is open. */
const REFRESH_MS = 60_000;

/** The service-hall kiosks and their last heartbeat (/console/kiosks, admins only; issue #12 §6). */
export function KiosksScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const kiosks = useAppSelector(selectKiosks);
  const registration = useAppSelector(selectKioskRegistration);
  const outcome = registration.outcome;
  const title = intl.formatMessage({ id: 'console.kiosks.title' });
  useConsoleTitle(title);

  useEffect(() => {
    dispatch(kiosksRequested());
    const timer = setInterval(() => dispatch(kiosksRequested()), REFRESH_MS);
    return () => {
      clearInterval(timer);
      // A device key is shown once: leaving the screen takes it away.
      dispatch(kioskKeyDismissed());
    };
  }, [dispatch]);

  return (
    <PageShell title={title}>
      <Flex mb="6" gap="4" align="start" justify="space-between" wrap="wrap">
        <Text color="fg.muted" maxW="3xl">
          {intl.formatMessage({ id: 'console.kiosks.intro' })}
        </Text>
        {kiosks.status !== 'forbidden' ? (
          <Button
            variant="outline"
            colorPalette="brand"
            size="sm"
            onClick={() => dispatch(kiosksRequested())}
            loading={kiosks.status === 'loading'}
            data-testid="console-kiosks-refresh"
          >
            <FormattedMessage id="console.kiosks.refresh" />
          </Button>
        ) : null}
      </Flex>
      {kiosks.status !== 'forbidden' ? (
        <KioskRegistrationForm
          saving={registration.saving}
          failure={outcome?.kind === 'failed' ? outcome.failure : null}
          registered={outcome?.kind === 'done' ? outcome.value : null}
          origin={window.location.origin}
          onRegister={(deviceId) => dispatch(kioskRegisterRequested({ deviceId }))}
          onDismissKey={() => dispatch(kioskKeyDismissed())}
        />
      ) : null}
      <KiosksTable status={kiosks.status} kiosks={kiosks.data} onRetry={() => dispatch(kiosksRequested())} />
    </PageShell>
  );
}
