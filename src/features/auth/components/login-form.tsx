import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Flex, Link } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import type { FormFailure } from '@/lib/account/form-failure';
import { useValidatedForm } from '@/lib/account/use-validated-form';
import { authRoutes } from '@/lib/routes';
import { loginRules } from '../forms/auth-form-rules';

export interface LoginFormProps {
  onSubmit: (values: { email: string; password: string }) => void;
  submitting?: boolean;
  failure?: FormFailure | null;
  defaultEmail?: string;
  /** Storybook and screenshots: show every validation failure from the start. */
  showErrors?: boolean;
}

/**
 * The server's refusals of a sign-in that a password reset lifts at once (too many attempts from here, the account's
 * sign-ins slowed down): the form offers the reset next to the message.
 */
export const RESET_LIFTS_CODES: ReadonlySet<number> = new Set([42910, 42912]);

/** Spec §2 login: e-mail and password (validated on blur), a forgot-password link and a join link. */
export function LoginForm({ onSubmit, submitting = false, failure, defaultEmail = '', showErrors = false }: LoginFormProps) {
  const intl = useIntl();
  const form = useValidatedForm({ email: defaultEmail, password: '' }, loginRules, showErrors);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={form.submit(onSubmit)} aria-label={t('page.login.title')}>
      <FormAlert failure={failure} />
      {failure?.code !== undefined && RESET_LIFTS_CODES.has(failure.code) && (
        <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start" data-testid="login-locked-reset">
          <RouterLink to={authRoutes.forgetPassword}>{t('auth.login.lockedReset')}</RouterLink>
        </Link>
      )}
      <TextField
        name="email"
        type="email"
        autoComplete="username"
        label={t('account.field.email')}
        {...form.field('email')}
        required
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('account.field.password')}
        placeholder={t('account.password.placeholder')}
        {...form.field('password')}
        required
      />
      <Flex justify="flex-end">
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to={authRoutes.forgetPassword}>{t('auth.login.forgot')}</RouterLink>
        </Link>
      </Flex>
      <SubmitButton loading={submitting}>
        {t('auth.login.submit')}
      </SubmitButton>
      <Flex justify="center" gap="1" fontSize="sm" wrap="wrap">
        {t('auth.login.noAccount')}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={authRoutes.signin}>{t('auth.login.join')}</RouterLink>
        </Link>
      </Flex>
    </chakra.form>
  );
}
