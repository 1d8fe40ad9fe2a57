import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';

export interface SubmitButtonProps extends Omit<ButtonProps, 'children' | 'loadingText'> {
  children: string;
  loading?: boolean;
}

/** The brand's primary button; keeps its label while loading so it never loses its accessible name. */
export function SubmitButton({ children, loading, type = 'submit', ...rest }: SubmitButtonProps): ReactNode {
  return (
    <Button
      type={type}
      bg="brand.solid"
      color="brand.contrast"
      _hover={{ bg: 'brand.700' }}
      loading={loading}
      loadingText={children}
      {...rest}
    >
      {children}
    </Button>
  );
}
