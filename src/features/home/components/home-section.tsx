import type { ReactNode } from 'react';
import { Box, chakra, Flex, Heading } from '@chakra-ui/react';

export interface HomeSectionProps {
  id: string;
  title: ReactNode;
  /** A link or buttons beside the heading ("all events"). */
  action?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** One block of the home page: a labelled section with an h2, content width and vertical rhythm. */
export function HomeSection({ id, title, action, tinted = false, children }: HomeSectionProps) {
  return (
    <chakra.section
      id={id}
      aria-labelledby={`${id}-title`}
      bg={tinted ? 'brand.subtle' : undefined}
      // Laid out with the page, not when near the viewport (content-visibility): a section laid out only as it came
      // into view took its real height then, so the page jumped under a visitor who went straight to the footer.
      // Lighthouse mobile on the home page is the same either way (performance 100, TBT 74 vs 77 ms).
      py={{ base: '10', md: '14' }}
    >
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="6">
          <Heading as="h2" id={`${id}-title`} size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            {title}
          </Heading>
          {action}
        </Flex>
        {children}
      </Box>
    </chakra.section>
  );
}
