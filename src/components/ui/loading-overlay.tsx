import { useIntl } from 'react-intl';
import { Box, Spinner, Text } from '@chakra-ui/react';

export interface LoadingOverlayProps {
  /** Shown while requests are in flight (the container closes it on the response or after the 10 s fallback). */
  open: boolean;
  /** Text under the spinner, already translated; "Loading…" by default. */
  label?: string;
}

/** A full-screen veil with a spinner that blocks input while a request runs (spec §4 loading overlay). */
export function LoadingOverlay({ open, label }: LoadingOverlayProps) {
  const intl = useIntl();
  if (!open) return null;
  const text = label ?? intl.formatMessage({ id: 'loading.label' });
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-live="polite"
      data-testid="loading-overlay"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="rgba(0, 0, 0, 0.7)"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="3"
    >
      <Spinner size="xl" color="white" borderWidth="4px" aria-hidden="true" />
      <Text color="white" fontWeight="medium">
        {text}
      </Text>
    </Box>
  );
}
