import { useIntl } from 'react-intl';
import { chakra } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import type { FormFailure } from '@/lib/account/form-failure';
import { useValidatedForm } from '@/lib/account/use-validated-form';
import { passwordRules } from '../forms/auth-form-rules';
import type { PasswordMode } from '../store/auth-flow-slice';

export interface PasswordFormProps {
  /** setPassword and resetPassword share this form (spec §2): the route decides title, button and call. */
  mode: PasswordMode;
  /** From the mail link's query; shown read-only. */
  email: string;
  /** False when the link lacks its e-mail or code: nothing can be submitted. */
  linkComplete?: boolean;
  onSubmit: (values: { password: string }) => void;
  submitting?: boolean;
  failure?: FormFailure | null;
  /** Storybook and screenshots: show every validation failure from the start. */
  showErrors?: boolean;
  /** Storybook and screenshots: prefilled passwords (e.g. a mismatch). */
  defaultPassword?: string;
  defaultConfirm?: string;
}

/** Spec §5 set/reset password: read-only e-mail, password with the '8-16 digit password' hint, confirmation. */
export function PasswordForm({ mode, email, linkComplete = true, onSubmit, submitting = false, failure, showErrors = false, defaultPassword = '', defaultConfirm = '' }: PasswordFormProps) {
  const intl = useIntl();
  const form = useValidatedForm({ email, password: defaultPassword, confirm: defaultConfirm }, passwordRules, showErrors);
  const t = (id: string) => intl.formatMessage({ id });
  const shownFailure = linkComplete ? failure : { messageId: 'auth.password.linkIncomplete' };
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate
      onSubmit={form.submit(({ password }) => onSubmit({ password }))}
      aria-label={t(`page.${mode}.title`)}
    >
      <FormAlert failure={shownFailure} />
      <TextField name="email" type="email" label={t('account.field.email')} value={email} onChange={() => {}} readOnly />
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('account.field.password')}
        placeholder={t('account.password.placeholder')}
        {...form.field('password')}
        required
      />
      <TextField
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={t('account.field.confirmPassword')}
        placeholder={t('account.password.placeholder')}
        {...form.field('confirm')}
        required
      />
      <SubmitButton
        loading={submitting}
        disabled={!linkComplete}
      >
        {t(`auth.${mode}.submit`)}
      </SubmitButton>
    </chakra.form>
  );
}
