import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, chakra, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { FormFailure } from '@/lib/account/form-failure';
import { KIOSK_DEVICE_ID } from '@/lib/kiosk/device-rules';
import type { KioskKey } from '../api/console-api';
import { ConsoleOutcome } from './console-outcome';

export interface KioskRegistrationFormProps {
  saving: boolean;
  failure: FormFailure | null;
  /** The key just made: shown with the install command until the admin closes it, never again. */
  registered: KioskKey | null;
  /** The portal's origin, as install.sh wants it (e.g. https://talent.example.org). */
  origin: string;
  onRegister: (deviceId: string) => void;
  onDismissKey: () => void;
}

/**
 * Registering a service-hall kiosk (issue #29 §10): the device id gets a device key, shown here once with the command
 * that installs the terminal. Registering a known id again gives it a new key (a lost or leaked one): the old key
 * stops working at once.
 */
export function KioskRegistrationForm({ saving, failure, registered, origin, onRegister, onDismissKey }: KioskRegistrationFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [deviceId, setDeviceId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const value = deviceId.trim();
    if (!KIOSK_DEVICE_ID.test(value)) {
      setProblem(t('console.kiosks.register.deviceInvalid'));
      globalThis.document.getElementById('kiosk-device-id')?.focus();
      return;
    }
    setProblem(null);
    onRegister(value);
  };

  return (
    <Box as="section" aria-labelledby="kiosk-register-title" bg="bg" borderWidth="1px" borderRadius="lg" p="4" mb="6" data-testid="kiosk-register">
      <Heading as="h2" size="sm" id="kiosk-register-title" mb="3">
        {t('console.kiosks.register.title')}
      </Heading>
      {registered ? (
        <Stack gap="3" role="status" data-testid="kiosk-register-key">
          <Text fontWeight="semibold">
            {t(registered.renewed ? 'console.kiosks.register.renewed' : 'console.kiosks.register.done', { deviceId: registered.deviceId })}
          </Text>
          <Text>{t('console.kiosks.register.once')}</Text>
          <Box>
            <Text fontSize="sm" color="fg.muted" mb="1">
              {t('console.kiosks.register.keyLabel')}
            </Text>
            <chakra.code display="block" p="2" bg="bg.muted" borderRadius="md" wordBreak="break-all" data-testid="kiosk-register-key-value">
              {registered.key}
            </chakra.code>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted" mb="1">
              {t('console.kiosks.register.commandLabel')}
            </Text>
            <chakra.code display="block" p="2" bg="bg.muted" borderRadius="md" wordBreak="break-all" data-testid="kiosk-register-command">
              {`sudo ./install.sh ${origin} ${registered.deviceId} ${registered.key}`}
            </chakra.code>
          </Box>
          <Flex>
            <Button variant="outline" colorPalette="brand" minH="11" onClick={onDismissKey} data-testid="kiosk-register-dismiss">
              {t('console.kiosks.register.dismiss')}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="3">
            <Field.Root id="kiosk-device-id" invalid={problem !== null} required maxW="md">
              <Field.Label>{t('console.kiosks.register.deviceId')}</Field.Label>
              <Input bg="bg" maxLength={64} autoComplete="off" value={deviceId} onChange={(event) => setDeviceId(event.currentTarget.value)} />
              <Field.HelperText>{t('console.kiosks.register.deviceHint')}</Field.HelperText>
              {problem ? <Field.ErrorText color="red.700">{problem}</Field.ErrorText> : null}
            </Field.Root>
            <Flex>
              <Button type="submit" colorPalette="brand" minH="11" loading={saving} loadingText={t('console.kiosks.register.submit')} data-testid="kiosk-register-submit">
                {t('console.kiosks.register.submit')}
              </Button>
            </Flex>
            <ConsoleOutcome failure={failure} testId="kiosk-register" />
          </Stack>
        </chakra.form>
      )}
    </Box>
  );
}
