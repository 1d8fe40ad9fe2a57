import { useIntl } from 'react-intl';
import { Box, Spinner } from '@chakra-ui/react';
import { BrandMark } from './brand-mark';

export interface AppSpinnerProps {
  /** The container hides it 1 s after start-up (spec §9). */
  visible: boolean;
}

/** The start-up splash: the logo and a spinner over the page until the app is ready. */
export function AppSpinner({ visible }: AppSpinnerProps) {
  const intl = useIntl();
  if (!visible) return null;
  return (
    <Box
      role="status"
      aria-label={intl.formatMessage({ id: 'loading.app' })}
      data-testid="app-spinner"
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="bg"
      color="brand.fg"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="6"
    >
      <BrandMark />
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
    </Box>
  );
}
