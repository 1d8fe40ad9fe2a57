import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** A small rounded label (an event's state, an app's English support): colours from the caller. */
export function Pill(props: HTMLChakraProps<'span'>) {
  return <chakra.span display="inline-block" px="2.5" py="0.5" borderRadius="full" fontSize="xs" fontWeight="semibold" {...props} />;
}
