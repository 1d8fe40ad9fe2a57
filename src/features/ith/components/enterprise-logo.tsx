import { chakra } from '@chakra-ui/react';

/** An enterprise's drawn mark: its letters in white on its colour (decorative; the name sits beside it). */
export function EnterpriseLogo({ mark, color, size = '14' }: { mark: string; color: string; size?: string }) {
  return (
    <chakra.span
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize={size}
      borderRadius="xl"
      fontWeight="bold"
      fontSize={mark.length > 3 ? 'sm' : 'md'}
      letterSpacing="wide"
      color="white"
      style={{ backgroundColor: color }}
      data-testid="enterprise-logo"
    >
      {mark}
    </chakra.span>
  );
}
