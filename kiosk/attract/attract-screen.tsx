import { useEffect, useState } from 'react';
import { Box, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { InAllLanguages } from '../i18n/all-languages';

export interface AttractHighlight {
  kind: 'event' | 'benefit';
  /** Stable across loads (the content's document number). */
  id: string;
  title: string;
  /** Where and when (events), or the benefit's document number. */
  detail?: string | undefined;
  image?: string | undefined;
}

export interface AttractScreenProps {
  highlights: readonly AttractHighlight[];
  /** A touch anywhere starts a visit. */
  onStart: () => void;
  /** No rotation or fades: the highlights stand still, side by side. */
  reducedMotion: boolean;
  /** How long each highlight stays in the calm loop. */
  slideMs?: number;
}

export const ATTRACT_SLIDE_MS = 8_000;

const SECTION_ID: Record<AttractHighlight['kind'], string> = {
  event: 'kiosk.attract.events',
  benefit: 'kiosk.attract.benefits',
};

function HighlightCard({ highlight, large }: { highlight: AttractHighlight; large: boolean }) {
  return (
    <Stack gap="4" bg="whiteAlpha.100" borderRadius="xl" overflow="hidden" pb="6" data-testid="kiosk-attract-highlight">
      {highlight.image ? (
        <chakra.img src={highlight.image} alt="" width="960" height="540" w="full" h="auto" aspectRatio="16 / 9" objectFit="cover" />
      ) : null}
      <Stack gap="2" px="6">
        <InAllLanguages id={SECTION_ID[highlight.kind]} fontSize="md" color="brand.100" textTransform="uppercase" letterSpacing="wide" />
        <Text fontSize={large ? '4xl' : '2xl'} fontWeight="bold" lineHeight="1.3">
          {highlight.title}
        </Text>
        {highlight.detail ? (
          <Text fontSize={large ? '2xl' : 'lg'} color="brand.50">
            {highlight.detail}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}

/**
 * What a kiosk shows between visitors: a calm loop of highlights from the home page (events, benefits) and "touch to
 * start" in the three languages. A touch anywhere begins. With reduced motion asked for, nothing moves.
 */
export function AttractScreen({ highlights, onStart, reducedMotion, slideMs = ATTRACT_SLIDE_MS }: AttractScreenProps) {
  const [index, setIndex] = useState(0);
  const looping = !reducedMotion && highlights.length > 1;

  useEffect(() => {
    if (!looping) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % highlights.length), slideMs);
    return () => clearInterval(timer);
  }, [looping, highlights.length, slideMs]);

  const current = highlights[index % Math.max(1, highlights.length)];
  return (
    <Flex
      role="region"
      aria-labelledby="kiosk-attract-start"
      data-testid="kiosk-attract"
      position="fixed"
      inset="0"
      zIndex="1900"
      direction="column"
      bg="brand.900"
      color="white"
      p={{ base: '8', lg: '12' }}
      gap="10"
      overflow="hidden"
      cursor="pointer"
      // A click, not a pointerdown: the screen stays until the touch ends, so the touch cannot land on the page below.
      onClick={onStart}
    >
      <InAllLanguages id="kiosk.attract.welcome" as="p" fontSize="3xl" fontWeight="bold" lineHeight="1.4" />
      <Box flex="1" minH="0">
        {reducedMotion ? (
          <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }} gap="6" overflow="hidden" maxH="full">
            {highlights.slice(0, 4).map((highlight) => (
              <HighlightCard key={`${highlight.kind}-${highlight.id}`} highlight={highlight} large={false} />
            ))}
          </Grid>
        ) : current ? (
          <Box key={`${current.kind}-${current.id}`} maxW="60rem" mx="auto" animation="fade-in 1.2s ease-out">
            <HighlightCard highlight={current} large />
          </Box>
        ) : null}
      </Box>
      {/* The invitation breathes through a soft halo behind the button; the button and its text stay fully opaque, so
          "touch to start" keeps its contrast (brand.900 on white, 15.8:1) at every moment of the pulse. */}
      <Box position="relative" alignSelf="center">
        {reducedMotion ? null : (
          <Box
            aria-hidden="true"
            data-testid="kiosk-attract-halo"
            position="absolute"
            inset="-3"
            borderRadius="full"
            bg="whiteAlpha.300"
            pointerEvents="none"
            animation="pulse 3s ease-in-out infinite"
          />
        )}
        <chakra.button
          id="kiosk-attract-start"
          type="button"
          data-testid="kiosk-attract-start"
          position="relative"
          minH="24"
          px="12"
          py="6"
          borderRadius="full"
          bg="white"
          color="brand.900"
        >
          <InAllLanguages id="kiosk.attract.touch" fontSize="2xl" fontWeight="bold" lineHeight="1.5" />
        </chakra.button>
      </Box>
    </Flex>
  );
}
