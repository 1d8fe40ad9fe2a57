import { useIntl } from 'react-intl';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';

export interface AccountActionsProps {
  onLogout: () => void;
  onDelete: () => void;
}

/** Log out, and the start of account deletion (which asks for confirmation). */
export function AccountActions({ onLogout, onDelete }: AccountActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('profile.account.title')}
      </Heading>
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" onClick={onLogout} data-testid="logout-button">
          {t('profile.logout')}
        </Button>
        <Button variant="outline" color="red.700" borderColor="red.700" onClick={onDelete}>
          {t('profile.delete')}
        </Button>
      </Flex>
    </Stack>
  );
}
