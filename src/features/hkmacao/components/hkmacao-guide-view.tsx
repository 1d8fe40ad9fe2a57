import { Box, chakra, Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DetailSection } from '@/components/ui/detail-section';
import { RichParagraphs } from '@/components/ui/rich-paragraphs';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import type { HkMacaoGuide } from '../api/hkmacao-api';
import { HkMacaoTeaserCard } from './hkmacao-teaser-card';

/** A guide for Hong Kong and Macao residents in full: key points, the text, what to do, and where it leads. */
export function HkMacaoGuideView({ guide }: { guide: HkMacaoGuide }) {
  return (
    <Stack gap="10" lang={LOCALE_TAG[guide.language]} data-testid="hkmacao-guide-detail">
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10">
        <Stack gap="8" minW="0">
          <Text fontSize="lg" color="fg.muted" lineHeight="1.8">
            {guide.summary}
          </Text>
          <DetailSection id="hkmacao-details" titleId="hkmacao.detail.details">
            <RichParagraphs text={guide.body} />
          </DetailSection>
          <DetailSection id="hkmacao-steps" titleId="hkmacao.detail.steps">
            <chakra.ol ps="5" display="grid" gap="2" lineHeight="1.7" listStyleType="decimal">
              {guide.steps.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </chakra.ol>
          </DetailSection>
        </Stack>
        <Box as="aside" bg="brand.subtle" borderRadius="lg" p="5" alignSelf="start">
          <DetailSection id="hkmacao-key-points" titleId="hkmacao.detail.keyPoints">
            <chakra.ul ps="5" display="grid" gap="2" lineHeight="1.7" listStyleType="disc" fontSize="sm">
              {guide.keyPoints.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </chakra.ul>
          </DetailSection>
        </Box>
      </Grid>
      {guide.related.length ? (
        <DetailSection id="hkmacao-related" titleId="hkmacao.detail.related">
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0">
            {guide.related.map((teaser) => (
              <li key={teaser.documentNo}>
                <HkMacaoTeaserCard teaser={teaser} />
              </li>
            ))}
          </SimpleGrid>
        </DetailSection>
      ) : null}
    </Stack>
  );
}
