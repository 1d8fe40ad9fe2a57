import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';
import { ConsoleHeader, type ConsoleHeaderProps } from './console-header';

/** The console's page: its own bar above the screen, on the portal's light grey (no site navigation, no footer). */
export function ConsoleFrame({ children, ...header }: ConsoleHeaderProps & { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" data-testid="console">
      <ConsoleHeader {...header} />
      {children}
    </Flex>
  );
}
