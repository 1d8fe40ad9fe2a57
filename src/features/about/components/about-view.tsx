import { FormattedMessage } from 'react-intl';
import { Box, chakra, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DetailSection } from '@/components/ui/detail-section';
import { MapLink } from '@/components/ui/map-link';
import { RichParagraphs } from '@/components/ui/rich-paragraphs';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import type { AboutContent } from '../api/about-api';

/** The zone at a glance, its key figures, what it is and offers, and how to reach the Talent Service Hall. */
export function AboutView({ about }: { about: AboutContent }) {
  const hall = about.serviceHall;
  return (
    <Stack gap="10" lang={LOCALE_TAG[about.language]} data-testid="about">
      <Box fontSize="lg" lineHeight="1.8">
        <RichParagraphs text={about.glance} />
      </Box>
      <chakra.section aria-labelledby="about-figures">
        <Heading as="h2" id="about-figures" srOnly>
          <FormattedMessage id="about.figures.title" />
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="4" data-testid="about-figures">
          {about.figures.map((figure) => (
            <Box key={figure.key} bg="brand.subtle" borderRadius="lg" p="5" display="flex" flexDirection="column-reverse" justifyContent="flex-end" gap="1">
              <chakra.dt fontSize="sm" color="fg.muted">
                {figure.label}
              </chakra.dt>
              <chakra.dd m="0" fontSize="2xl" fontWeight="bold" color="brand.fg">
                {figure.value}
              </chakra.dd>
            </Box>
          ))}
        </SimpleGrid>
      </chakra.section>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10">
        <Stack gap="8" minW="0">
          {about.sections.map((section) => (
            <chakra.section key={section.key} aria-labelledby={`about-${section.key}`}>
              <Heading as="h2" id={`about-${section.key}`} size="lg" color="brand.fg" mb="3">
                {section.title}
              </Heading>
              <RichParagraphs text={section.body} />
            </chakra.section>
          ))}
        </Stack>
        <Box as="aside" borderWidth="1px" borderRadius="lg" p="5" alignSelf="start" data-testid="about-hall">
          <DetailSection id="about-hall" titleId="about.hall.title">
            <Text fontWeight="semibold">{hall.name}</Text>
            <Text fontSize="sm" mb="2">
              {hall.address}
            </Text>
            <MapLink query={hall.mapQuery} testId="about-map-link" />
            <Text fontSize="sm" color="fg.muted" mt="4" mb="1">
              <FormattedMessage id="about.hall.openingHours" />
            </Text>
            <Text fontSize="sm" mb="4">
              {hall.openingHours}
            </Text>
            <Text fontSize="sm" color="fg.muted" mb="1">
              <FormattedMessage id="about.hall.gettingThere" />
            </Text>
            <chakra.ul ps="5" listStyleType="disc" fontSize="sm" display="grid" gap="1">
              {hall.transport.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </chakra.ul>
          </DetailSection>
        </Box>
      </Grid>
    </Stack>
  );
}
