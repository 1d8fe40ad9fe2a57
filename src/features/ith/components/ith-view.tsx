import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box, chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { MapLink } from '@/components/ui/map-link';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import type { IthContent, IthIndustry } from '../api/ith-api';
import { EnterpriseShowcase } from './enterprise-showcase';
import { FloorDirectory } from './floor-directory';

export interface IthViewProps {
  ith: IthContent;
  industries: readonly IthIndustry[];
  onIndustries: (selected: IthIndustry[]) => void;
  /** The contact form, or the receipt once sent. */
  contact: ReactNode;
}

/** The International Talent Hub: at a glance, the floor directory, the enterprise showcase and the contact form. */
export function IthView({ ith, industries, onIndustries, contact }: IthViewProps) {
  return (
    <Stack gap="12" lang={LOCALE_TAG[ith.language]} data-testid="ith">
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
        <Text fontSize="lg" lineHeight="1.8">
          {ith.intro}
        </Text>
        <Box as="aside" aria-labelledby="ith-visit" borderWidth="1px" borderRadius="lg" p="5" data-testid="ith-visit">
          <Heading as="h2" id="ith-visit" size="md" mb="2">
            {ith.name}
          </Heading>
          <Text fontSize="sm" mb="2">
            {ith.address}
          </Text>
          <MapLink query={ith.mapQuery} testId="ith-map-link" />
          <Text fontSize="sm" color="fg.muted" mt="4" mb="1">
            <FormattedMessage id="ith.openingHours" />
          </Text>
          <Text fontSize="sm">{ith.openingHours}</Text>
        </Box>
      </Grid>
      <chakra.section aria-labelledby="ith-floors">
        <Heading as="h2" id="ith-floors" size="xl" color="brand.fg" mb="5">
          <FormattedMessage id="ith.floors.title" />
        </Heading>
        <FloorDirectory floors={ith.floors} />
      </chakra.section>
      <chakra.section aria-labelledby="ith-showcase">
        <Heading as="h2" id="ith-showcase" size="xl" color="brand.fg" mb="5">
          <FormattedMessage id="ith.showcase.title" />
        </Heading>
        <EnterpriseShowcase industries={ith.industries} enterprises={ith.enterprises} selected={industries} onChange={onIndustries} />
      </chakra.section>
      <chakra.section aria-labelledby="ith-contact" maxW="3xl">
        <Heading as="h2" id="ith-contact" size="xl" color="brand.fg" mb="3">
          <FormattedMessage id="ith.contact.title" />
        </Heading>
        {contact}
      </chakra.section>
    </Stack>
  );
}
