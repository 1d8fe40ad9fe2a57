import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { ContentPicture, HERO_IMAGE_WIDTHS } from '@/components/ui/content-picture';
import { socialAccounts } from '@/components/layout/footer-links';
import { ExternalLink } from '@/components/ui/external-link';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import type { HomeHero } from '../api/home-api';

export interface HeroBannerProps {
  /** Undefined while the home content loads: the band shows the portal's name until the slogan arrives. */
  hero: HomeHero | null | undefined;
  /** Start the video on its own (off in Storybook and for reduced motion, where the poster stays). */
  autoPlay?: boolean;
}

function videoSources(mp4: string) {
  return { webm: mp4.replace(/\.mp4$/, '.webm'), mp4 };
}

/**
 * The home video banner (spec §1): a muted, inline, looping video over its poster, the slogan and social links.
 * The poster is a responsive picture painted first; the video fades in once it actually plays. Reduced motion keeps
 * it paused, and a button pauses or plays it at any time (WCAG 2.2.2).
 */
export function HeroBanner({ hero, autoPlay = true }: HeroBannerProps) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  // Undefined until the visitor presses the button: until then autoplay and the motion preference decide.
  const [choice, setChoice] = useState<boolean>();
  const wantsPlay = choice ?? (autoPlay && !reducedMotion);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React does not reflect `muted` as an attribute; browsers only autoplay media they know is muted.
    video.muted = true;
    if (wantsPlay) video.play().catch(() => setChoice(false));
    else video.pause();
  }, [wantsPlay, hero?.video]);

  const sources = hero ? videoSources(hero.video) : undefined;
  const toggleLabel = intl.formatMessage({ id: wantsPlay ? 'home.hero.pauseVideo' : 'home.hero.playVideo' });

  return (
    <Box as="section" aria-labelledby="home-hero-title" position="relative" minH="100dvh" bg="brand.900" color="white" overflow="hidden">
      {hero ? (
        <Box position="absolute" inset="0" aria-hidden="true" css={{ '& picture, & img': { height: '100%' } }}>
          <ContentPicture src={hero.poster} width={1440} height={810} widths={HERO_IMAGE_WIDTHS} sizes="100vw" priority />
          {sources ? (
            <chakra.video
              ref={videoRef}
              muted
              loop
              playsInline
              preload={wantsPlay ? 'auto' : 'none'}
              onPlaying={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              position="absolute"
              inset="0"
              w="full"
              h="full"
              objectFit="cover"
              opacity={playing ? 1 : 0}
              transition="opacity 0.6s"
              data-testid="hero-video"
            >
              <source src={sources.webm} type="video/webm" />
              <source src={sources.mp4} type="video/mp4" />
            </chakra.video>
          ) : null}
        </Box>
      ) : null}
      {/* A scrim keeps white text above 4.5:1 over any frame. */}
      <Box position="absolute" inset="0" bgGradient="to-b" gradientFrom="blackAlpha.600" gradientVia="blackAlpha.400" gradientTo="blackAlpha.700" />
      <Flex position="relative" direction="column" justify="center" minH="100dvh" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} pt="20" pb="16">
        <Heading as="h1" id="home-hero-title" size={{ base: '3xl', md: '5xl' }} maxW="4xl" mb="4" lineHeight="1.15">
          {hero ? hero.slogan : <FormattedMessage id="app.title" />}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl" mb="8" data-testid="page-intro">
          {hero ? hero.subSlogan : <FormattedMessage id="page.home.intro" />}
        </Text>
        <chakra.nav aria-label={intl.formatMessage({ id: 'home.hero.socialLabel' })}>
          <Flex as="ul" gap="3" wrap="wrap" listStyleType="none" m="0" p="0">
            {socialAccounts.map((account) => (
              <chakra.li key={account.key}>
                <ExternalLink
                  href={account.url}
                  icon={false}
                  color="white"
                  borderWidth="1px"
                  borderColor="whiteAlpha.700"
                  borderRadius="full"
                  px="4"
                  py="1.5"
                  fontSize="sm"
                  _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
                >
                  <FormattedMessage id={account.nameId} />
                </ExternalLink>
              </chakra.li>
            ))}
          </Flex>
        </chakra.nav>
      </Flex>
      {sources ? (
        <Button
          position="absolute"
          bottom="4"
          right="4"
          size="sm"
          variant="outline"
          color="white"
          borderColor="whiteAlpha.700"
          bg="blackAlpha.500"
          _hover={{ bg: 'blackAlpha.700' }}
          onClick={() => setChoice(!wantsPlay)}
          data-testid="hero-video-toggle"
        >
          {toggleLabel}
        </Button>
      ) : null}
    </Box>
  );
}
