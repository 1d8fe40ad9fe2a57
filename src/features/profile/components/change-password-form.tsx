import { useIntl } from 'react-intl';
import { chakra, Heading } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import type { FormFailure } from '@/lib/account/form-failure';
import { useValidatedForm } from '@/lib/account/use-validated-form';
import { passwordChangeRules } from '../store/profile-rules';

export interface ChangePasswordFormProps {
  onSubmit: (values: { currentPassword: string; newPassword: string }) => void;
  submitting?: boolean;
  failure?: FormFailure | null;
  /** Storybook and screenshots: show every validation failure from the start. */
  showErrors?: boolean;
}

/** Current and new password; both leave the browser RSA-encrypted. Remount (key) to clear after a change. */
export function ChangePasswordForm({ onSubmit, submitting = false, failure, showErrors = false }: ChangePasswordFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useValidatedForm({ currentPassword: '', newPassword: '' }, passwordChangeRules, showErrors);
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={form.submit(onSubmit)} aria-labelledby="change-password-title">
      <Heading as="h2" size="lg" id="change-password-title">
        {t('profile.password.title')}
      </Heading>
      <FormAlert failure={failure} />
      <TextField
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('profile.password.current')}
        {...form.field('currentPassword')}
        required
      />
      <TextField
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t('profile.password.new')}
        placeholder={t('account.password.placeholder')}
        {...form.field('newPassword')}
        required
      />
      <SubmitButton alignSelf="flex-start" loading={submitting}>
        {t('profile.password.submit')}
      </SubmitButton>
    </chakra.form>
  );
}
