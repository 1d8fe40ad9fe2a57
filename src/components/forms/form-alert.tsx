import { useIntl } from 'react-intl';
import { Alert } from '@chakra-ui/react';
import type { FormFailure } from '@/lib/account/form-failure';

/** Shown beside the form when the server refused it; the form keeps what the user typed. */
export function FormAlert({ failure }: { failure: FormFailure | null | undefined }) {
  const intl = useIntl();
  if (!failure || (!failure.messageId && !failure.text)) return null;
  const text = failure.messageId ? intl.formatMessage({ id: failure.messageId }) : failure.text;
  return (
    <Alert.Root status="error" data-testid="form-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
