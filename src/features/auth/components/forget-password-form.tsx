import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, chakra, Flex, Link } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import type { FormFailure } from '@/lib/account/form-failure';
import { useValidatedForm } from '@/lib/account/use-validated-form';
import { authRoutes } from '@/lib/routes';
import { forgetPasswordRules } from '../forms/auth-form-rules';

export interface ForgetPasswordFormProps {
  onSubmit: (values: { email: string }) => void;
  submitting?: boolean;
  failure?: FormFailure | null;
}

/** Spec §2 forgetPassword: the e-mail to send the reset link to. */
export function ForgetPasswordForm({ onSubmit, submitting = false, failure }: ForgetPasswordFormProps) {
  const intl = useIntl();
  const form = useValidatedForm({ email: '' }, forgetPasswordRules);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={form.submit(onSubmit)} aria-label={t('page.forgetPassword.title')}>
      <FormAlert failure={failure} />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.field.email')}
        value={form.values.email}
        onChange={(value) => form.setValue('email', value)}
        onBlur={() => form.blur('email')}
        errorId={form.errors.email}
        required
      />
      <Button type="submit" bg="brand.solid" color="brand.contrast" _hover={{ bg: 'brand.700' }} loading={submitting}>
        {t('auth.forgetPassword.submit')}
      </Button>
      <Flex justify="center" fontSize="sm">
        <Link asChild color="brand.fg">
          <RouterLink to={authRoutes.login}>{t('auth.backToLogin')}</RouterLink>
        </Link>
      </Flex>
    </chakra.form>
  );
}
