import { Box, chakra, Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ContactCard } from '@/components/ui/contact-card';
import { ContentPicture } from '@/components/ui/content-picture';
import { DetailSection } from '@/components/ui/detail-section';
import { RichParagraphs } from '@/components/ui/rich-paragraphs';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import type { BenefitDetail } from '../api/benefits-api';

/** A benefit or policy in full (spec §2 talentBenefitsDetail): amounts, text, eligibility, how to apply, contact. */
export function BenefitDetailView({ benefit }: { benefit: BenefitDetail }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10" lang={LOCALE_TAG[benefit.language]} data-testid="benefit-detail">
      <Stack gap="8" minW="0">
        <Text fontSize="lg" color="fg.muted" lineHeight="1.8">
          {benefit.summary}
        </Text>
        {benefit.amounts.length ? (
          <DetailSection id="benefit-amounts" titleId="benefits.detail.amounts">
            <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
              {benefit.amounts.map((amount) => (
                <Box key={amount.label} bg="brand.subtle" borderRadius="lg" p="5">
                  <chakra.dt fontSize="sm" color="fg.muted" mb="1">
                    {amount.label}
                  </chakra.dt>
                  <chakra.dd m="0" fontSize="xl" fontWeight="bold" color="brand.fg">
                    {amount.value}
                  </chakra.dd>
                </Box>
              ))}
            </SimpleGrid>
          </DetailSection>
        ) : null}
        <DetailSection id="benefit-details" titleId="benefits.detail.details">
          <RichParagraphs text={benefit.body} />
        </DetailSection>
        <DetailSection id="benefit-eligibility" titleId="benefits.detail.eligibility">
          <chakra.ul ps="5" display="grid" gap="2" lineHeight="1.7">
            {benefit.eligibility.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ul>
        </DetailSection>
        <DetailSection id="benefit-apply" titleId="benefits.detail.howToApply">
          <chakra.ol ps="5" display="grid" gap="2" lineHeight="1.7">
            {benefit.howToApply.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ol>
        </DetailSection>
      </Stack>
      <Stack gap="6" as="aside">
        <Box borderRadius="lg" overflow="hidden">
          <ContentPicture src={benefit.poster} width={960} height={540} sizes="(min-width: 1024px) 33vw, 100vw" priority />
        </Box>
        {benefit.contact ? <ContactCard id="benefit-contact" contact={benefit.contact} /> : null}
      </Stack>
    </Grid>
  );
}
