import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box, chakra, Heading } from '@chakra-ui/react';

export interface DetailSectionProps {
  titleId: string;
  children: ReactNode;
  /** The heading's id (the section is labelled by it); a generated one when not given. */
  id?: string;
  testId?: string;
  /** `danger`: an irreversible action inside (a red border). */
  tone?: 'danger';
}

/** A titled part of a console detail screen (an application, an account). */
export function DetailSection({ titleId, children, id, testId, tone }: DetailSectionProps) {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg"
      borderWidth="1px"
      borderColor={tone === 'danger' ? 'red.600' : 'border'}
      borderRadius="lg"
      p={{ base: '5', md: '6' }}
      data-testid={testId}
    >
      <Heading as="h2" id={headingId} size="md" mb="4">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </Box>
  );
}

/** One labelled fact in a description list (`<dl>`) of a detail screen. */
export function DetailFact({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt color="fg.muted" fontSize="sm">
        <FormattedMessage id={labelId} />
      </chakra.dt>
      <chakra.dd m="0" wordBreak="break-word">
        {children}
      </chakra.dd>
    </Box>
  );
}
