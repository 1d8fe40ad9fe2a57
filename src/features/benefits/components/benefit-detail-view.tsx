import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box, chakra, Grid, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { RichParagraphs } from '@/components/ui/rich-paragraphs';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import type { BenefitDetail } from '../api/benefits-api';

function Section({ id, titleId, children }: { id: string; titleId: string; children: ReactNode }) {
  return (
    <chakra.section aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" color="brand.fg" mb="3">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </chakra.section>
  );
}

/** A benefit or policy in full (spec §2 talentBenefitsDetail): amounts, text, eligibility, how to apply, contact. */
export function BenefitDetailView({ benefit }: { benefit: BenefitDetail }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10" lang={LOCALE_TAG[benefit.language]} data-testid="benefit-detail">
      <Stack gap="8" minW="0">
        <Text fontSize="lg" color="fg.muted" lineHeight="1.8">
          {benefit.summary}
        </Text>
        {benefit.amounts.length ? (
          <Section id="benefit-amounts" titleId="benefits.detail.amounts">
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
          </Section>
        ) : null}
        <Section id="benefit-details" titleId="benefits.detail.details">
          <RichParagraphs text={benefit.body} />
        </Section>
        <Section id="benefit-eligibility" titleId="benefits.detail.eligibility">
          <chakra.ul ps="5" display="grid" gap="2" lineHeight="1.7">
            {benefit.eligibility.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ul>
        </Section>
        <Section id="benefit-apply" titleId="benefits.detail.howToApply">
          <chakra.ol ps="5" display="grid" gap="2" lineHeight="1.7">
            {benefit.howToApply.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ol>
        </Section>
      </Stack>
      <Stack gap="6" as="aside">
        <Box borderRadius="lg" overflow="hidden">
          <ContentPicture src={benefit.poster} width={960} height={540} sizes="(min-width: 1024px) 33vw, 100vw" priority />
        </Box>
        {benefit.contact ? (
          <Box borderWidth="1px" borderRadius="lg" p="5">
            <Section id="benefit-contact" titleId="benefits.detail.contact">
              <chakra.dl display="grid" gap="3" fontSize="sm">
                <div>
                  <chakra.dt color="fg.muted">
                    <FormattedMessage id="benefits.detail.office" />
                  </chakra.dt>
                  <chakra.dd m="0" fontWeight="semibold">
                    {benefit.contact.office}
                  </chakra.dd>
                </div>
                <div>
                  <chakra.dt color="fg.muted">
                    <FormattedMessage id="benefits.detail.phone" />
                  </chakra.dt>
                  <chakra.dd m="0">
                    <Link href={`tel:${benefit.contact.phone.replace(/[^0-9+]/g, '')}`} color="brand.fg">
                      {benefit.contact.phone}
                    </Link>
                  </chakra.dd>
                </div>
                <div>
                  <chakra.dt color="fg.muted">
                    <FormattedMessage id="benefits.detail.email" />
                  </chakra.dt>
                  <chakra.dd m="0">
                    <Link href={`mailto:${benefit.contact.email}`} color="brand.fg">
                      {benefit.contact.email}
                    </Link>
                  </chakra.dd>
                </div>
              </chakra.dl>
            </Section>
          </Box>
        ) : null}
      </Stack>
    </Grid>
  );
}
