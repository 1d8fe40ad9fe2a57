import { Link as RouterLink } from 'react-router-dom';
import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { pageRoutes } from '@/lib/routes';
import type { JourneyCard } from '../api/home-api';

const SCENE_ROUTES: Record<string, string> = {
  study: pageRoutes.study,
  work: pageRoutes.work,
  invest: pageRoutes.invest,
  life: pageRoutes.life,
};

/** The four journey cards of spec §1 (study, work, invest, life), each opening its journey page. */
export function JourneyCards({ cards }: { cards: readonly JourneyCard[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" listStyleType="none" m="0" p="0">
      {cards.map((card) => (
        <LinkBox
          as="li"
          key={card.scene}
          bg="bg"
          borderRadius="lg"
          overflow="hidden"
          boxShadow="sm"
          borderWidth="1px"
          transition="box-shadow 0.2s, transform 0.2s"
          _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
          data-testid="journey-card"
        >
          <ContentPicture src={card.image} width={960} height={540} sizes="(min-width: 1024px) 25vw, (min-width: 480px) 50vw, 100vw" />
          <Box p="5">
            <Heading as="h3" size="lg" mb="2">
              <LinkOverlay asChild color="brand.fg">
                <RouterLink to={SCENE_ROUTES[card.scene] ?? pageRoutes.home}>{card.title}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {card.text}
            </Text>
          </Box>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
