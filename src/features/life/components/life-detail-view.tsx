import { FormattedMessage } from 'react-intl';
import { Box, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { DetailSection } from '@/components/ui/detail-section';
import { MapLink } from '@/components/ui/map-link';
import { RichParagraphs } from '@/components/ui/rich-paragraphs';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import type { LifeDetail } from '../api/life-api';

/**
 * A life entry in full (spec §2 lifedetail): banner, summary, what to know, the article, and for a place its address
 * (with a map link), opening hours and price range.
 */
export function LifeDetailView({ entry }: { entry: LifeDetail }) {
  const facts = [
    { id: 'life.fact.address', value: entry.address },
    { id: 'life.fact.openingHours', value: entry.openingHours },
    { id: 'life.fact.priceRange', value: entry.priceRange },
  ].filter((fact): fact is { id: string; value: string } => fact.value !== null);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10" lang={LOCALE_TAG[entry.language]} data-testid="life-detail">
      <Stack gap="8" minW="0">
        <Box borderRadius="lg" overflow="hidden">
          <ContentPicture src={entry.banner} width={960} height={540} sizes="(min-width: 1024px) 66vw, 100vw" priority />
        </Box>
        <Text fontSize="lg" color="fg.muted" lineHeight="1.8">
          {entry.summary}
        </Text>
        <DetailSection id="life-highlights" titleId="life.detail.highlights">
          <chakra.ul ps="5" display="grid" gap="2" lineHeight="1.7" listStyleType="disc">
            {entry.highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ul>
        </DetailSection>
        <DetailSection id="life-details" titleId="life.detail.details">
          <RichParagraphs text={entry.body} />
        </DetailSection>
      </Stack>
      {facts.length ? (
        <Stack gap="6" as="aside">
          <Box bg="brand.subtle" borderRadius="lg" p="5">
            <DetailSection id="life-facts" titleId="life.detail.visit">
              <chakra.dl display="grid" gap="3" fontSize="sm">
                {facts.map((fact) => (
                  <div key={fact.id}>
                    <chakra.dt color="fg.muted">
                      <FormattedMessage id={fact.id} />
                    </chakra.dt>
                    <chakra.dd m="0" fontWeight="semibold">
                      {fact.value}
                    </chakra.dd>
                  </div>
                ))}
              </chakra.dl>
              {entry.mapQuery ? (
                <Box mt="4">
                  <MapLink query={entry.mapQuery} testId="life-map-link" />
                </Box>
              ) : null}
            </DetailSection>
          </Box>
        </Stack>
      ) : null}
    </Grid>
  );
}
