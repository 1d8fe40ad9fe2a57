import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Flex, Link } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import type { FormFailure } from '@/lib/account/form-failure';
import { useValidatedForm } from '@/lib/account/use-validated-form';
import { authRoutes } from '@/lib/routes';
import { forgetPasswordRules } from '../forms/auth-form-rules';

export interface ForgetPasswordFormProps {
  onSubmit: (values: { email: string }) => void;
  submitting?: boolean;
  failure?: FormFailure | null;
  /** Storybook and screenshots: show every validation failure from the start. */
  showErrors?: boolean;
  /** Storybook and screenshots: prefilled passwords (e.g. a mismatch). */
  defaultPassword?: string;
  defaultConfirm?: string;
}

/** Spec §2 forgetPassword: the e-mail to send the reset link to. */
export function ForgetPasswordForm({ onSubmit, submitting = false, failure, showErrors = false }: ForgetPasswordFormProps) {
  const intl = useIntl();
  const form = useValidatedForm({ email: '' }, forgetPasswordRules, showErrors);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={form.submit(onSubmit)} aria-label={t('page.forgetPassword.title')}>
      <FormAlert failure={failure} />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.field.email')}
        {...form.field('email')}
        required
      />
      <SubmitButton loading={submitting}>
        {t('auth.forgetPassword.submit')}
      </SubmitButton>
      <Flex justify="center" fontSize="sm">
        <Link asChild color="brand.fg">
          <RouterLink to={authRoutes.login}>{t('auth.backToLogin')}</RouterLink>
        </Link>
      </Flex>
    </chakra.form>
  );
}
