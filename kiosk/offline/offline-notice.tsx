import { Box, Stack } from '@chakra-ui/react';
import { InAllLanguages } from '../i18n/all-languages';

/**
 * Covers the kiosk while the server cannot be reached, in the three languages, and goes away by itself when it
 * answers again. What the visitor had on screen stays underneath, untouched.
 */
export function OfflineNotice() {
  return (
    <Box
      role="alert"
      data-testid="kiosk-offline"
      position="fixed"
      inset="0"
      zIndex="max"
      bg="brand.900"
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="8"
      textAlign="center"
    >
      <Stack gap="10" maxW="48rem">
        <InAllLanguages id="kiosk.offline.title" as="h2" fontSize="4xl" fontWeight="bold" lineHeight="1.3" />
        <InAllLanguages id="kiosk.offline.body" fontSize="2xl" lineHeight="1.6" />
      </Stack>
    </Box>
  );
}
