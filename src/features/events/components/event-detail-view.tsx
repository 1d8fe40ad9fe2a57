import { FormattedMessage } from 'react-intl';
import { Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { MapLink } from '@/components/ui/map-link';
import { useKioskHandOff } from '@/components/ui/kiosk-hand-off';
import { EventStateBadge } from '@/components/ui/event-state-badge';
import { RichParagraphs } from '@/components/ui/rich-paragraphs';
import { formatEventRange, timeZoneName } from '@/lib/i18n/format-event-time';
import { LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import { calendarUrl, type EventDetail } from '../api/events-api';

export interface EventDetailViewProps {
  event: EventDetail;
  /** The interface language: dates are written its way even when the text fell back to another language. */
  language: Language;
}

const calendarIcon = (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18M12 14v4M10 16h4" />
  </svg>
);

/** An event in full (spec §2 eventsDetail): when (China time, in the user's language), where with a map link, add to calendar. */
export function EventDetailView({ event, language }: EventDetailViewProps) {
  const calendarHandOff = useKioskHandOff(<FormattedMessage id="events.detail.addToCalendar" />);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10" data-testid="event-detail">
      <Stack gap="6" minW="0" lang={LOCALE_TAG[event.language]}>
        <Box borderRadius="lg" overflow="hidden">
          <ContentPicture src={event.banner} width={960} height={540} sizes="(min-width: 1024px) 66vw, 100vw" priority />
        </Box>
        <Text fontSize="lg" color="fg.muted" lineHeight="1.8">
          {event.summary}
        </Text>
        <RichParagraphs text={event.body} />
      </Stack>
      <Stack as="aside" gap="5" borderWidth="1px" borderRadius="lg" p="6" alignSelf="start">
        <Box>
          <EventStateBadge state={event.state} />
        </Box>
        <chakra.dl display="grid" gap="4">
          <div>
            <chakra.dt fontSize="sm" color="fg.muted">
              <FormattedMessage id="events.detail.when" />
            </chakra.dt>
            <chakra.dd m="0" fontWeight="semibold" data-testid="event-when">
              <time dateTime={event.startsAt}>{formatEventRange(event.startsAt, event.endsAt, language)}</time>
            </chakra.dd>
            <chakra.dd m="0" fontSize="sm" color="fg.muted">
              {timeZoneName(event.startsAt, language)}
            </chakra.dd>
          </div>
          <div>
            <chakra.dt fontSize="sm" color="fg.muted">
              <FormattedMessage id="events.detail.where" />
            </chakra.dt>
            <chakra.dd m="0" fontWeight="semibold" lang={LOCALE_TAG[event.language]}>
              {event.location}
            </chakra.dd>
            <chakra.dd m="0" fontSize="sm" lang={LOCALE_TAG[event.language]}>
              {event.address}
            </chakra.dd>
            <chakra.dd m="0" mt="1">
              <MapLink query={event.mapQuery} testId="event-map-link" />
            </chakra.dd>
          </div>
          <div>
            <chakra.dt fontSize="sm" color="fg.muted">
              <FormattedMessage id="events.detail.organiser" />
            </chakra.dt>
            <chakra.dd m="0" lang={LOCALE_TAG[event.language]}>
              {event.organiser}
            </chakra.dd>
          </div>
        </chakra.dl>
        {event.state === 'past' ? null : (
          <Flex>
            {calendarHandOff ? (
              // A kiosk keeps no files: the calendar entry is added on the visitor's phone.
              <Button colorPalette="brand" w="full" aria-haspopup="dialog" onClick={calendarHandOff.open} data-testid="event-ics-link">
                {calendarIcon}
                <FormattedMessage id="events.detail.addToCalendar" />
              </Button>
            ) : (
              <Button asChild colorPalette="brand" w="full">
                <a href={calendarUrl(event.documentNo, event.language)} download={`${event.documentNo}.ics`} data-testid="event-ics-link">
                  {calendarIcon}
                  <FormattedMessage id="events.detail.addToCalendar" />
                </a>
              </Button>
            )}
            {calendarHandOff?.dialog}
          </Flex>
        )}
      </Stack>
    </Grid>
  );
}
