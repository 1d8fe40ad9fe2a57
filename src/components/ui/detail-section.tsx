import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { chakra, Heading } from '@chakra-ui/react';

export interface DetailSectionProps {
  /** id of the heading, which names the section. */
  id: string;
  titleId: string;
  children: ReactNode;
}

/** A titled part of a detail page (eligibility, how to apply, documents…): a section named by its h2. */
export function DetailSection({ id, titleId, children }: DetailSectionProps) {
  return (
    <chakra.section aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" color="brand.fg" mb="3">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </chakra.section>
  );
}
