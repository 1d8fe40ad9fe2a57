import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { RecoveryCodesView, SecondFactorCodeForm, SecondFactorEnrolment } from '../components/second-factor-step';
import { useConsoleTitle } from '../hooks/use-console-title';
import { recoveryCodesText, returnPathOf } from '../staff-rules';
import { selectAccess } from '../store/console-feature';
import { defaultConsoleDeps } from '../store/console-saga';
import { accessRequested } from '../store/console-slice';
import { selectSignIn } from '../store/staff-feature';
import { enableRequested, recoveryCodesStored, setupRequested, signInFailureCleared, signInLeft, signInStarted, verifyRequested } from '../store/staff-slice';

/**
 * The console's second factor (/console/sign-in?next=…): enrolment with its recovery codes for an account without
 * one, else the code (or a recovery code). Then back to where the person was.
 */
export function StaffSignInScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = returnPathOf(searchParams);
  const access = useAppSelector(selectAccess);
  const signIn = useAppSelector(selectSignIn);
  const idle = access.secondFactor?.idle ?? false;
  const title = intl.formatMessage({ id: 'console.signIn.title' });
  useConsoleTitle(title);

  // Asked once per visit; the refusal that brought the person here said whether the session was idle.
  const idleAtStart = useRef(idle);
  useEffect(() => {
    dispatch(signInStarted({ idle: idleAtStart.current }));
    return () => {
      dispatch(signInLeft());
    };
  }, [dispatch]);

  // Only this visit's answer counts: the step starts from `idle` (signInLeft) and is `loading` once asked.
  const done = signIn.status !== 'idle' && signIn.verified && signIn.recoveryCodes === null;
  useEffect(() => {
    if (!done) return;
    dispatch(accessRequested());
    void navigate(next, { replace: true });
  }, [done, next, dispatch, navigate]);

  const retry = () => dispatch(signInStarted({ idle: idleAtStart.current }));
  let body;
  if (signIn.recoveryCodes) {
    const codes = signIn.recoveryCodes;
    const text = () => recoveryCodesText(codes, intl.formatMessage({ id: 'console.signIn.recoveryCodes.fileHeading' }));
    body = (
      <RecoveryCodesView
        codes={codes}
        onCopy={() => navigator.clipboard.writeText(text())}
        onDownload={() => defaultConsoleDeps.saveFile(new Blob([text()], { type: 'text/plain;charset=utf-8' }), 'talent-portal-recovery-codes.txt')}
        onContinue={() => dispatch(recoveryCodesStored())}
      />
    );
  } else if (signIn.status === 'error') {
    body = (
      <Box role="alert" bg="bg" borderWidth="1px" borderRadius="lg" p="6" maxW="2xl">
        <Text mb="4">
          <FormattedMessage id="console.signIn.statusFailed" />
        </Text>
        <Button onClick={retry} variant="outline" colorPalette="brand" size="sm">
          <FormattedMessage id="console.retry" />
        </Button>
      </Box>
    );
  } else if (signIn.status !== 'ready' || done) {
    body = (
      <Flex role="status" align="center" gap="3" color="fg.muted" bg="bg" borderWidth="1px" borderRadius="lg" p="6" maxW="2xl">
        <Spinner size="sm" color="brand.solid" aria-hidden="true" />
        <FormattedMessage id="console.signIn.checking" />
      </Flex>
    );
  } else if (signIn.enrolled === false) {
    body = (
      <SecondFactorEnrolment
        setup={signIn.setup.data}
        setupFailed={signIn.setup.status === 'error'}
        onRetrySetup={() => dispatch(setupRequested())}
        onEnable={(code) => dispatch(enableRequested(code))}
        submitting={signIn.submitting}
        failure={signIn.failure}
        idle={idle}
      />
    );
  } else {
    body = (
      <SecondFactorCodeForm
        onVerify={(proof) => dispatch(verifyRequested(proof))}
        onModeChange={() => dispatch(signInFailureCleared())}
        submitting={signIn.submitting}
        failure={signIn.failure}
        idle={idle}
      />
    );
  }

  return <PageShell title={title}>{body}</PageShell>;
}
