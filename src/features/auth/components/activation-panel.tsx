import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Flex, Link, Stack, Text } from '@chakra-ui/react';
import { SubmitButton } from '@/components/forms/submit-button';
import { authRoutes } from '@/lib/routes';
import type { ActivationMode } from '../store/auth-flow-slice';

export interface ActivationPanelProps {
  /** activation and forgetActivation share this screen (spec §2): the route decides text, button and call. */
  mode: ActivationMode;
  email: string;
  /** Seconds until resend is enabled again; 0 when it is enabled (spec §4). */
  secondsLeft: number;
  sending?: boolean;
  onResend: () => void;
}

/** "Check your mail" with the address and a resend button that locks for 60 s after each resend. */
export function ActivationPanel({ mode, email, secondsLeft, sending = false, onResend }: ActivationPanelProps) {
  const intl = useIntl();
  const counting = secondsLeft > 0;
  return (
    <Stack gap="4">
      {email ? (
        <Text fontWeight="semibold" data-testid="activation-email" wordBreak="break-all">
          {email}
        </Text>
      ) : null}
      <SubmitButton
        type="button"
        onClick={onResend}
        disabled={!email || counting}
        loading={sending}
        data-testid="resend-button"
      >
        {counting
          ? intl.formatMessage({ id: 'auth.resend.countdown' }, { seconds: secondsLeft })
          : intl.formatMessage({ id: `auth.${mode}.resend` })}
      </SubmitButton>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" minH="5">
        {counting ? intl.formatMessage({ id: 'auth.resend.wait' }, { seconds: secondsLeft }) : ''}
      </Text>
      <Flex justify="center" fontSize="sm">
        <Link asChild color="brand.fg">
          <RouterLink to={authRoutes.login}>{intl.formatMessage({ id: 'auth.backToLogin' })}</RouterLink>
        </Link>
      </Flex>
    </Stack>
  );
}
