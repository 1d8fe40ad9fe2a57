import { useCallback, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Checkbox, Field, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { SubmitButton } from '@/components/forms/submit-button';
import { CONSOLE_IDLE_MINUTES, type SecondFactorProof, type SecondFactorSetup } from '../api/staff-api';
import { codeDigits, groupSecret, normalizeRecoveryCode } from '../staff-rules';
import type { StaffFailure } from '../store/staff-slice';
import { ConsoleOutcome } from './console-outcome';

function Panel({ titleId, children, testId, focusOnMount = false }: { titleId: string; children: ReactNode; testId: string; focusOnMount?: boolean }) {
  const id = useId();
  // A step that replaces the form just submitted takes the focus, so keyboard and screen-reader users land on it.
  const focus = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && focusOnMount) heading.focus();
  }, [focusOnMount]);
  return (
    <Box as="section" aria-labelledby={id} bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '6' }} maxW="2xl" data-testid={testId}>
      <Heading as="h2" id={id} size="lg" mb="4" ref={focus} tabIndex={focusOnMount ? -1 : undefined} outline="none">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </Box>
  );
}

/** The console's shorter session, said wherever a code is asked for (and why it is asked again after a pause). */
export function IdleNote({ idle }: { idle: boolean }) {
  return (
    <Stack gap="3" mb="5">
      {idle ? (
        <Box role="status" bg="orange.50" borderStartWidth="4px" borderColor="orange.600" color="orange.900" borderRadius="md" px="4" py="3" data-testid="console-sign-in-idle">
          <FormattedMessage id="console.signIn.idle" values={{ minutes: CONSOLE_IDLE_MINUTES }} />
        </Box>
      ) : null}
      <Text color="fg.muted" fontSize="sm" data-testid="console-sign-in-session-note">
        <FormattedMessage id="console.signIn.sessionNote" values={{ minutes: CONSOLE_IDLE_MINUTES }} />
      </Text>
    </Stack>
  );
}

/** A six-digit authenticator code: numeric keypad on touch screens, filled from SMS/OS one-time-code suggestions. */
function CodeInput({ value, onChange, invalid, labelId }: { value: string; onChange: (value: string) => void; invalid: boolean; labelId: string }) {
  const intl = useIntl();
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label>{intl.formatMessage({ id: labelId })}</Field.Label>
      <Input
        name="code"
        value={value}
        onChange={(event) => onChange(codeDigits(event.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        w="40"
        fontSize="xl"
        letterSpacing="widest"
        fontFamily="mono"
        bg="bg"
        data-testid="console-sign-in-code"
      />
      <Field.HelperText>{intl.formatMessage({ id: 'console.signIn.codeHint' })}</Field.HelperText>
    </Field.Root>
  );
}

export interface SecondFactorEnrolmentProps {
  /** The new secret; undefined while it is being made. */
  setup: SecondFactorSetup | undefined;
  setupFailed?: boolean;
  onRetrySetup: () => void;
  onEnable: (code: string) => void;
  submitting?: boolean;
  failure?: StaffFailure | null;
  idle?: boolean;
}

/** Enrolment: scan the QR code (or type the secret) into an authenticator app, then confirm with its first code. */
export function SecondFactorEnrolment({ setup, setupFailed = false, onRetrySetup, onEnable, submitting = false, failure, idle = false }: SecondFactorEnrolmentProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const secretId = useId();
  return (
    <Panel titleId="console.signIn.enrol.title" testId="console-sign-in-enrol">
      <IdleNote idle={idle} />
      <Text mb="4">
        <FormattedMessage id="console.signIn.enrol.intro" />
      </Text>
      {setupFailed ? (
        <Box role="alert" mb="4">
          <Text mb="3">
            <FormattedMessage id="console.signIn.enrol.setupFailed" />
          </Text>
          <Button onClick={onRetrySetup} variant="outline" colorPalette="brand" size="sm">
            <FormattedMessage id="console.retry" />
          </Button>
        </Box>
      ) : !setup ? (
        <Flex role="status" align="center" gap="3" color="fg.muted" mb="4">
          <Spinner size="sm" color="brand.solid" aria-hidden="true" />
          <FormattedMessage id="console.signIn.enrol.preparing" />
        </Flex>
      ) : (
        <Stack gap="5">
          <Flex gap="6" wrap="wrap" align="flex-start">
            {/* An <img>, not inline markup: the server's SVG is shown, never run. */}
            <chakra.img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt={intl.formatMessage({ id: 'console.signIn.enrol.qrAlt' })}
              w="48"
              h="48"
              bg="white"
              p="2"
              borderWidth="1px"
              borderRadius="md"
              data-testid="console-sign-in-qr"
            />
            <Box flex="1" minW="60">
              <Text fontWeight="semibold" id={secretId}>
                <FormattedMessage id="console.signIn.enrol.secretLabel" />
              </Text>
              <Text color="fg.muted" fontSize="sm" mb="2">
                <FormattedMessage id="console.signIn.enrol.secretHint" />
              </Text>
              <chakra.code
                aria-labelledby={secretId}
                display="block"
                fontFamily="mono"
                fontSize="lg"
                letterSpacing="wider"
                bg="bg.muted"
                px="3"
                py="2"
                borderRadius="md"
                wordBreak="break-word"
                data-testid="console-sign-in-secret"
              >
                {groupSecret(setup.secret)}
              </chakra.code>
            </Box>
          </Flex>
          <chakra.form
            display="flex"
            flexDirection="column"
            gap="4"
            alignItems="flex-start"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onEnable(code);
            }}
          >
            <CodeInput value={code} onChange={setCode} invalid={Boolean(failure)} labelId="console.signIn.enrol.codeLabel" />
            <ConsoleOutcome failure={failure} testId="console-sign-in" />
            <SubmitButton loading={submitting}>{intl.formatMessage({ id: 'console.signIn.enrol.submit' })}</SubmitButton>
          </chakra.form>
        </Stack>
      )}
    </Panel>
  );
}

export interface SecondFactorCodeFormProps {
  onVerify: (proof: SecondFactorProof) => void;
  submitting?: boolean;
  failure?: StaffFailure | null;
  idle?: boolean;
  /** Start with the recovery-code field (stories). */
  initialMode?: 'code' | 'recovery';
  /** Told when the person switches between code and recovery code, so an old failure can go. */
  onModeChange?: () => void;
}

/** The code step of an enrolled account: the authenticator's code, or one of the recovery codes instead. */
export function SecondFactorCodeForm({ onVerify, submitting = false, failure, idle = false, initialMode = 'code', onModeChange }: SecondFactorCodeFormProps) {
  const intl = useIntl();
  const [mode, setMode] = useState(initialMode);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  return (
    <Panel titleId="console.signIn.code.title" testId="console-sign-in-code-step">
      <IdleNote idle={idle} />
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="4"
        alignItems="flex-start"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onVerify(mode === 'code' ? { code } : { recoveryCode: normalizeRecoveryCode(recovery) });
        }}
      >
        {mode === 'code' ? (
          <>
            <Text>
              <FormattedMessage id="console.signIn.code.intro" />
            </Text>
            <CodeInput value={code} onChange={setCode} invalid={Boolean(failure)} labelId="console.signIn.code.label" />
          </>
        ) : (
          <>
            <Text>
              <FormattedMessage id="console.signIn.recovery.intro" />
            </Text>
            <Field.Root invalid={Boolean(failure)} required>
              <Field.Label>{intl.formatMessage({ id: 'console.signIn.recovery.label' })}</Field.Label>
              <Input
                name="recoveryCode"
                value={recovery}
                onChange={(event) => setRecovery(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxW="sm"
                fontFamily="mono"
                bg="bg"
                data-testid="console-sign-in-recovery"
              />
            </Field.Root>
          </>
        )}
        <ConsoleOutcome failure={failure} testId="console-sign-in" />
        <Flex gap="4" align="center" wrap="wrap">
          <SubmitButton loading={submitting}>{intl.formatMessage({ id: 'console.signIn.code.submit' })}</SubmitButton>
          <Button
            variant="plain"
            color="brand.fg"
            textDecoration="underline"
            px="0"
            onClick={() => {
              setMode(mode === 'code' ? 'recovery' : 'code');
              onModeChange?.();
            }}
            data-testid="console-sign-in-switch"
          >
            <FormattedMessage id={mode === 'code' ? 'console.signIn.code.useRecovery' : 'console.signIn.recovery.useCode'} />
          </Button>
        </Flex>
      </chakra.form>
    </Panel>
  );
}

export interface RecoveryCodesViewProps {
  codes: readonly string[];
  onCopy: () => Promise<void> | void;
  onDownload: () => void;
  onContinue: () => void;
}

/** The ten recovery codes, shown once: copy or download them, confirm they are stored, then continue. */
export function RecoveryCodesView({ codes, onCopy, onDownload, onContinue }: RecoveryCodesViewProps) {
  const intl = useIntl();
  const [stored, setStored] = useState(false);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  return (
    <Panel titleId="console.signIn.recoveryCodes.title" testId="console-sign-in-recovery-codes" focusOnMount>
      <Text mb="2">
        <FormattedMessage id="console.signIn.recoveryCodes.intro" />
      </Text>
      <Text mb="4" fontWeight="semibold">
        <FormattedMessage id="console.signIn.recoveryCodes.once" />
      </Text>
      <chakra.ol
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
        gap="2"
        listStylePosition="inside"
        fontFamily="mono"
        fontSize="lg"
        bg="bg.muted"
        borderRadius="md"
        p="4"
        mb="4"
        data-testid="console-recovery-code-list"
      >
        {codes.map((code) => (
          <chakra.li key={code}>{code}</chakra.li>
        ))}
      </chakra.ol>
      <Flex gap="3" wrap="wrap" mb="3">
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          onClick={() => {
            Promise.resolve(onCopy()).then(
              () => setCopied('done'),
              () => setCopied('failed'),
            );
          }}
        >
          <FormattedMessage id="console.signIn.recoveryCodes.copy" />
        </Button>
        <Button variant="outline" colorPalette="brand" size="sm" onClick={onDownload}>
          <FormattedMessage id="console.signIn.recoveryCodes.download" />
        </Button>
      </Flex>
      <Box role="status" minH="6" mb="3" fontSize="sm" color={copied === 'failed' ? 'red.700' : 'green.800'}>
        {copied ? intl.formatMessage({ id: copied === 'done' ? 'console.signIn.recoveryCodes.copied' : 'console.signIn.recoveryCodes.copyFailed' }) : null}
      </Box>
      <Checkbox.Root checked={stored} onCheckedChange={(details) => setStored(details.checked === true)} mb="4" alignItems="flex-start">
        <Checkbox.HiddenInput name="stored" />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="normal">
          <FormattedMessage id="console.signIn.recoveryCodes.stored" />
        </Checkbox.Label>
      </Checkbox.Root>
      <Box>
        <SubmitButton type="button" disabled={!stored} onClick={onContinue}>
          {intl.formatMessage({ id: 'console.signIn.recoveryCodes.continue' })}
        </SubmitButton>
      </Box>
    </Panel>
  );
}
