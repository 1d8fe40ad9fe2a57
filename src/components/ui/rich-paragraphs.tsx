import { Fragment } from 'react';
import { chakra, Stack, Text } from '@chakra-ui/react';

/** Content text: paragraphs separated by blank lines, `**bold**` for lead-ins. No HTML is ever injected. */
export function RichParagraphs({ text }: { text: string }) {
  return (
    <Stack gap="4">
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <Text key={index} lineHeight="1.8">
            {paragraph.split(/(\*\*[^*]+\*\*)/).map((part, partIndex) =>
              part.startsWith('**') && part.endsWith('**') ? (
                <chakra.strong key={partIndex}>{part.slice(2, -2)}</chakra.strong>
              ) : (
                <Fragment key={partIndex}>{part}</Fragment>
              ),
            )}
          </Text>
        ))}
    </Stack>
  );
}
