import { Link as RouterLink } from 'react-router-dom';
import { Box, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { EventStateBadge } from '@/components/ui/event-state-badge';
import { PinIcon } from '@/components/ui/icons';
import { formatEventRange } from '@/lib/i18n/format-event-time';
import type { Language } from '@/lib/i18n/languages';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { EventItem } from '../api/events-api';

/**
 * One event in a tab: banner, state, China-time dates, title (the link), location and summary. The first card's
 * banner is part of the first screen (`priority`: fetched with the page, not when laid out).
 */
export function EventCard({ event, language, priority = false }: { event: EventItem; language: Language; priority?: boolean }) {
  return (
    <LinkBox as="article" bg="bg" borderWidth="1px" borderRadius="lg" overflow="hidden" h="full" display="flex" flexDirection="column" data-testid="event-card" data-document-no={event.documentNo}>
      <Box position="relative">
        <ContentPicture src={event.banner} width={960} height={540} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={priority} />
        <EventStateBadge state={event.state} overlay />
      </Box>
      <Box p="5" display="flex" flexDirection="column" gap="2" flex="1">
        <Text as="p" fontSize="sm" color="brand.fg" fontWeight="semibold">
          <time dateTime={event.startsAt}>{formatEventRange(event.startsAt, event.endsAt, language)}</time>
        </Text>
        <Heading as="h2" size="md" lineHeight="1.4">
          <LinkOverlay asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={withQuery(pageRoutes.eventsDetail, { documentNo: event.documentNo, language, state: event.state })}>
              {event.title}
            </RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          {event.summary}
        </Text>
        <Flex align="center" gap="1.5" color="fg.muted" fontSize="sm" mt="auto" pt="2">
          <PinIcon />
          <span>{event.location}</span>
        </Flex>
      </Box>
    </LinkBox>
  );
}
