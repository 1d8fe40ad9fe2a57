import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { Box, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { EventStateBadge } from '@/components/ui/event-state-badge';
import { PinIcon } from '@/components/ui/icons';
import { formatEventDates } from '@/lib/i18n/format-event-time';
import type { Language } from '@/lib/i18n/languages';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { TopEventItem } from '../api/home-api';
import { CarouselControls } from './carousel-controls';
import { useSwiperA11y } from './use-swiper-a11y';
import { swiperRowBeforeStart } from './swiper-layout';

const SLIDE_GAP_PX = 20;

export interface EventsCarouselProps {
  events: readonly TopEventItem[];
  language: Language;
}

/** Spec §4: one slide per view, two from 768 px; loops and centres the active slide. */
export const EVENTS_CAROUSEL_BREAKPOINTS = { 768: { slidesPerView: 2 } } as const;

function EventSlide({ event, language }: { event: TopEventItem; language: Language }) {
  return (
    <LinkBox as="article" bg="bg" borderRadius="lg" overflow="hidden" borderWidth="1px" h="full">
      <Box position="relative">
        <ContentPicture src={event.banner} width={960} height={540} sizes="(min-width: 768px) 50vw, 100vw" />
        <EventStateBadge state={event.state} overlay />
      </Box>
      <Box p="5">
        <Text fontSize="sm" color="brand.fg" fontWeight="semibold" mb="1">
          {formatEventDates(event.startsAt, event.endsAt, language)}
        </Text>
        <Heading as="h3" size="md" mb="2" lineHeight="1.4">
          <LinkOverlay asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={withQuery(pageRoutes.eventsDetail, { documentNo: event.documentNo, language, state: event.state })}>
              {event.title}
            </RouterLink>
          </LinkOverlay>
        </Heading>
        <Flex align="center" gap="1.5" color="fg.muted" fontSize="sm">
          <PinIcon />
          <span>{event.location}</span>
        </Flex>
      </Box>
    </LinkBox>
  );
}

/** The home events carousel (spec §1, §4). */
export function EventsCarousel({ events, language }: EventsCarouselProps) {
  // A ref, not state: the instance is there the moment Swiper calls back, without waiting for a re-render (a click
  // right after the carousel starts must already move it).
  const swiper = useRef<SwiperInstance | null>(null);
  const a11y = useSwiperA11y();
  return (
    <Box data-testid="events-carousel" css={swiperRowBeforeStart({ base: 1, md: 2 }, SLIDE_GAP_PX)}>
      <Flex justify="flex-end" mb="4">
        <CarouselControls controls="home-events-slides" onPrevious={() => swiper.current?.slidePrev()} onNext={() => swiper.current?.slideNext()} />
      </Flex>
      <Swiper
        id="home-events-slides"
        modules={[A11y]}
        a11y={a11y}
        slidesPerView={1}
        breakpoints={EVENTS_CAROUSEL_BREAKPOINTS}
        spaceBetween={SLIDE_GAP_PX}
        loop
        centeredSlides
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        style={{ paddingBottom: '4px' }}
      >
        {events.map((event) => (
          <SwiperSlide key={event.documentNo} style={{ height: 'auto' }}>
            <EventSlide event={event} language={language} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
