import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

export interface CheckChipProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A checkbox drawn as a rounded chip (one choice of a filter); the native checkbox keeps keyboard and screen readers. */
export function CheckChip({ name, value, checked, onChange, children }: CheckChipProps) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="3"
      py="1.5"
      borderWidth="1px"
      borderRadius="full"
      fontSize="sm"
      cursor="pointer"
      bg={checked ? 'brand.subtle' : 'bg'}
      borderColor={checked ? 'brand.solid' : 'border.emphasized'}
      color={checked ? 'brand.fg' : 'fg'}
      css={{ '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
    >
      <chakra.input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        accentColor="brand.solid"
      />
      {children}
    </chakra.label>
  );
}
