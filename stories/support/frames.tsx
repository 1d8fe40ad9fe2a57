import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';

/** Gives a story room below it, so open submenus and popovers are inside the screenshot. */
export const withMinHeight =
  (minH: string): Decorator =>
  (Story) => (
    <Box minH={minH}>
      <Story />
    </Box>
  );

/** The dark banner the transparent header sits on at the top of the home page. */
export function BannerBackdrop({ children }: { children: ReactNode }) {
  return (
    <Box bg="brand.900" minH="420px" position="relative">
      {children}
    </Box>
  );
}
