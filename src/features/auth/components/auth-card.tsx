import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';

export interface AuthCardProps {
  /** One line above the form saying what the screen is for. */
  intro?: string;
  children: ReactNode;
}

/** The white panel every auth form sits in, centred under the page title. */
export function AuthCard({ intro, children }: AuthCardProps) {
  return (
    <Box bg="bg" borderRadius="lg" boxShadow="sm" borderWidth="1px" p={{ base: '5', md: '8' }} maxW="lg" w="full" mx="auto">
      <Stack gap="5">
        {intro ? <Text data-testid="page-intro">{intro}</Text> : null}
        {children}
      </Stack>
    </Box>
  );
}
