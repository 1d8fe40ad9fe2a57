import { FormattedMessage } from 'react-intl';
import { Box, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import type { IthFloor } from '../api/ith-api';

/** The hub's floor directory, lowest floor first: a picture, what the floor holds and its opening hours. */
export function FloorDirectory({ floors }: { floors: IthFloor[] }) {
  return (
    <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="ith-floors">
      {floors.map((floor) => (
        <chakra.li key={floor.floor} borderWidth="1px" borderRadius="lg" overflow="hidden" display="flex" flexDirection="column" data-testid="ith-floor">
          <Box position="relative" aspectRatio="16 / 9" bg="brand.subtle">
            <ContentPicture src={floor.picture} width={960} height={540} sizes="(min-width: 62em) 30vw, (min-width: 48em) 45vw, 100vw" />
            <Text
              position="absolute"
              top="3"
              left="3"
              px="2.5"
              py="1"
              borderRadius="md"
              bg="brand.solid"
              color="brand.contrast"
              fontWeight="bold"
              fontSize="sm"
            >
              <FormattedMessage id="ith.floor.label" values={{ floor: floor.floor }} />
            </Text>
          </Box>
          <Box p="5" display="flex" flexDirection="column" gap="2" flex="1">
            <Heading as="h3" size="md">
              {floor.name}
            </Heading>
            <Text fontSize="sm">{floor.holds}</Text>
            <Text fontSize="sm" color="fg.muted" mt="auto" pt="2">
              <FormattedMessage id="ith.floor.openingHours" />
              {' '}
              {floor.openingHours}
            </Text>
          </Box>
        </chakra.li>
      ))}
    </SimpleGrid>
  );
}
