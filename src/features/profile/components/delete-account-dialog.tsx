import { useIntl } from 'react-intl';
import { Button, chakra, Dialog, Portal } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import type { FormFailure } from '@/lib/account/form-failure';
import { useValidatedForm } from '@/lib/account/use-validated-form';
import { erasureRules } from '../store/profile-rules';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** With the current password, which the server checks again before erasing anything. */
  onConfirm: (password: string) => void;
  deleting?: boolean;
  failure?: FormFailure | null;
  /** Storybook and screenshots: show every validation failure from the start. */
  showErrors?: boolean;
}

/**
 * Erasing the account cannot be undone, so it asks first (an alert dialog; the password field has the initial focus) and for the
 * current password: a session alone is not enough to erase an account.
 */
export function DeleteAccountDialog({ open, onOpenChange, onConfirm, deleting = false, failure, showErrors = false }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useValidatedForm({ password: '' }, erasureRules, showErrors);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form noValidate onSubmit={form.submit((values) => onConfirm(values.password))}>
              <Dialog.Header>
                <Dialog.Title>{t('profile.delete.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Dialog.Description>{t('profile.delete.body')}</Dialog.Description>
                <FormAlert failure={failure} />
                <TextField
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  label={t('profile.delete.password')}
                  {...form.field('password')}
                  required
                />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={deleting}>
                    {t('profile.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" bg="red.700" color="white" _hover={{ bg: 'red.800' }} loading={deleting} loadingText={t('profile.delete.confirm')}>
                  {t('profile.delete.confirm')}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
