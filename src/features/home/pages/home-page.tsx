import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Link } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { ContentStatus } from '@/components/ui/content-status';
import { MAIN_CONTENT_ID } from '@/components/layout/page-shell';
import { lazyWithRetry } from '@/lib/chunk-load';
import { whenVisible } from '@/lib/when-visible';
import { pageRoutes } from '@/lib/routes';
import { BenefitsStrip } from '../components/benefits-strip';
import { HeroBanner } from '../components/hero-banner';
import { HkMacaoTeaser } from '../components/hk-macao-teaser';
import { HomeSection } from '../components/home-section';
import { JourneyCards } from '../components/journey-cards';
import { UsefulLinks } from '../components/useful-links';
import {
  homeRequested,
  selectHomeBenefits,
  selectHomeExtras,
  selectTopEvents,
  selectWhyZone,
  type HomeBlock,
} from '../store/home-slice';

// The carousels sit below the fold: Swiper and its styles load when their section comes into view (the server has
// rendered their slides already), not with the page. The section is watched.
const EventsCarousel = lazyWithRetry(() => import('../components/events-carousel').then((m) => ({ default: m.EventsCarousel })), {
  after: () => whenVisible('home-events'),
});
const WhyZoneCarousel = lazyWithRetry(() => import('../components/why-zone-carousel').then((m) => ({ default: m.WhyZoneCarousel })), {
  after: () => whenVisible('home-why-zone'),
});

function MoreLink({ to, messageId }: { to: string; messageId: string }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={to}>
        <FormattedMessage id={messageId} />
      </RouterLink>
    </Link>
  );
}

/** The home page of spec §1: video banner, journeys, benefits, Hong Kong/Macao, links, events, why the zone. */
export default function HomePage() {
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const extras = useAppSelector(selectHomeExtras);
  const benefits = useAppSelector(selectHomeBenefits);
  const topEvents = useAppSelector(selectTopEvents);
  const whyZone = useAppSelector(selectWhyZone);

  const retry = (block: HomeBlock) => () => dispatch(homeRequested(language, [block]));

  return (
    <chakra.main id={MAIN_CONTENT_ID} flex="1">
      <HeroBanner hero={extras.status === 'error' ? null : extras.data?.hero} />

      <HomeSection id="home-journeys" title={<FormattedMessage id="home.journeys.title" />}>
        <ContentStatus status={extras.status} count={extras.data?.journeys.length} onRetry={retry('extras')}>
          {extras.data ? <JourneyCards cards={extras.data.journeys} /> : null}
        </ContentStatus>
      </HomeSection>

      <HomeSection
        id="home-benefits"
        tinted
        title={<FormattedMessage id="home.benefits.title" />}
        action={<MoreLink to={pageRoutes.talentBenefits} messageId="home.benefits.more" />}
      >
        <ContentStatus status={benefits.status} count={benefits.data?.length} onRetry={retry('benefits')}>
          {benefits.data ? <BenefitsStrip items={benefits.data} /> : null}
        </ContentStatus>
      </HomeSection>

      {extras.data?.hkMacaoTeaser ? (
        <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
          <HkMacaoTeaser teaser={extras.data.hkMacaoTeaser} />
        </Box>
      ) : null}

      <HomeSection id="home-links" tinted title={<FormattedMessage id="home.links.title" />}>
        <ContentStatus status={extras.status} count={extras.data?.usefulLinks.length} onRetry={retry('extras')}>
          {extras.data ? <UsefulLinks links={extras.data.usefulLinks} /> : null}
        </ContentStatus>
      </HomeSection>

      <HomeSection
        id="home-events"
        tinted
        title={<FormattedMessage id="home.events.title" />}
        action={<MoreLink to={pageRoutes.events} messageId="home.events.more" />}
      >
        <ContentStatus status={topEvents.status} count={topEvents.data?.length} onRetry={retry('topEvents')} emptyMessageId="events.list.empty">
          <Suspense fallback={<ContentStatus status="loading" count={undefined} />}>
            {topEvents.data ? <EventsCarousel events={topEvents.data} language={language} /> : null}
          </Suspense>
        </ContentStatus>
      </HomeSection>

      <HomeSection id="home-why-zone" title={<FormattedMessage id="home.whyZone.title" />}>
        <ContentStatus status={whyZone.status} count={whyZone.data?.length} onRetry={retry('whyZone')}>
          <Suspense fallback={<ContentStatus status="loading" count={undefined} />}>
            {whyZone.data ? <WhyZoneCarousel items={whyZone.data} language={language} /> : null}
          </Suspense>
        </ContentStatus>
      </HomeSection>

    </chakra.main>
  );
}
