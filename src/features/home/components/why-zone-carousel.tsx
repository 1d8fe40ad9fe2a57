import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { Box, Button, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { WHY_ZONE_AUTOPLAY_MS } from '@/lib/constants';
import type { Language } from '@/lib/i18n/languages';
import { pageRoutes } from '@/lib/routes';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import type { WhyZoneItem } from '../api/home-api';
import { CarouselControls } from './carousel-controls';
import { useSwiperA11y } from './use-swiper-a11y';
import { swiperRowBeforeStart } from './swiper-layout';

const SLIDE_GAP_PX = 20;

export interface WhyZoneCarouselProps {
  items: readonly WhyZoneItem[];
  language: Language;
  /** Rotate on its own every WHY_ZONE_AUTOPLAY_MS (off in Storybook and for reduced motion). */
  autoplay?: boolean;
}

/** Spec §4: 1 slide below 768 px, 2 from 768 to 1199, 1 from 1200 (a wide slide with the picture beside the text). */
export const WHY_ZONE_BREAKPOINTS = { 768: { slidesPerView: 2 }, 1200: { slidesPerView: 1 } } as const;

/** The item's label in the interface language (spec §3: the item carries all three). */
export function whyZoneLabel(item: WhyZoneItem, language: Language): string {
  return { EN: item.en_label, CN: item.cn_label, TC: item.tc_label }[language];
}

/** The why-the-zone carousel with contact and about buttons (spec §1, §4). */
export function WhyZoneCarousel({ items, language, autoplay = true }: WhyZoneCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const reducedMotion = usePrefersReducedMotion();
  const shouldRotate = autoplay && !reducedMotion;
  const [running, setRunning] = useState(shouldRotate);
  const a11y = useSwiperA11y();

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (running && shouldRotate) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running, shouldRotate]);

  return (
    <Box data-testid="why-zone-carousel" css={swiperRowBeforeStart({ base: 1, md: 2, xl: 1 }, SLIDE_GAP_PX)}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
        <Flex gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={pageRoutes.ith}>
              <FormattedMessage id="home.whyZone.contact" />
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={pageRoutes.about}>
              <FormattedMessage id="home.whyZone.about" />
            </RouterLink>
          </Button>
        </Flex>
        <CarouselControls
          controls="home-why-zone-slides"
          onPrevious={() => swiper?.slidePrev()}
          onNext={() => swiper?.slideNext()}
          autoplay={shouldRotate ? { running, onToggle: () => setRunning((value) => !value) } : undefined}
        />
      </Flex>
      <Swiper
        id="home-why-zone-slides"
        modules={[A11y, Autoplay]}
        a11y={a11y}
        slidesPerView={1}
        breakpoints={WHY_ZONE_BREAKPOINTS}
        spaceBetween={SLIDE_GAP_PX}
        loop
        autoplay={shouldRotate ? { delay: WHY_ZONE_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        onSwiper={setSwiper}
      >
        {items.map((item) => (
          <SwiperSlide key={item.key} style={{ height: 'auto' }}>
            <Grid
              as="article"
              templateColumns={{ base: '1fr', xl: '1.2fr 1fr' }}
              bg="bg"
              borderRadius="lg"
              overflow="hidden"
              borderWidth="1px"
              h="full"
              data-testid="why-zone-slide"
            >
              <ContentPicture src={item.banner} width={960} height={720} sizes="(min-width: 1200px) 55vw, (min-width: 768px) 50vw, 100vw" />
              <Box p={{ base: '5', xl: '10' }} alignSelf="center">
                <Heading as="h3" size={{ base: 'lg', xl: '2xl' }} color="brand.fg" mb="3">
                  {whyZoneLabel(item, language)}
                </Heading>
                <Text color="fg.muted" fontSize={{ base: 'md', xl: 'lg' }}>
                  {item.description}
                </Text>
              </Box>
            </Grid>
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
