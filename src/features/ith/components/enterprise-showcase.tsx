import { FormattedMessage, useIntl } from 'react-intl';
import { Box, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { CheckChip } from '@/components/ui/check-chip';
import { ExternalLink } from '@/components/ui/external-link';
import { Pill } from '@/components/ui/pill';
import type { IthContent, IthIndustry } from '../api/ith-api';
import { EnterpriseLogo } from './enterprise-logo';

export interface EnterpriseShowcaseProps {
  industries: IthContent['industries'];
  enterprises: IthContent['enterprises'];
  /** The industries chosen (none: all). */
  selected: readonly IthIndustry[];
  onChange: (selected: IthIndustry[]) => void;
}

/** The enterprises of the hub, filtered by industry (several at once; none chosen shows all). */
export function EnterpriseShowcase({ industries, enterprises, selected, onChange }: EnterpriseShowcaseProps) {
  const intl = useIntl();
  const labels = new Map(industries.map((industry) => [industry.code, industry.label]));
  const shown = selected.length ? enterprises.filter((enterprise) => selected.includes(enterprise.industry)) : enterprises;
  const toggle = (code: IthIndustry, checked: boolean) =>
    onChange(industries.map((industry) => industry.code).filter((each) => (each === code ? checked : selected.includes(each))));
  return (
    <Box data-testid="ith-showcase">
      <chakra.fieldset mb="4">
        <chakra.legend fontWeight="semibold" mb="2">
          <FormattedMessage id="ith.showcase.filter" />
        </chakra.legend>
        <Flex wrap="wrap" gap="2">
          {industries.map((industry) => (
            <CheckChip
              key={industry.code}
              name="industry"
              value={industry.code}
              checked={selected.includes(industry.code)}
              onChange={(checked) => toggle(industry.code, checked)}
            >
              {industry.label}
            </CheckChip>
          ))}
        </Flex>
      </chakra.fieldset>
      <Text role="status" color="fg.muted" fontSize="sm" mb="4" data-testid="ith-showcase-count">
        {intl.formatMessage({ id: 'ith.showcase.count' }, { count: shown.length })}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="5">
        {shown.map((enterprise) => (
          <chakra.li key={enterprise.documentNo} borderWidth="1px" borderRadius="lg" p="5" display="flex" flexDirection="column" gap="3" data-testid="ith-enterprise">
            <Flex gap="4" align="center">
              <EnterpriseLogo mark={enterprise.mark} color={enterprise.color} />
              <Box minW="0">
                <Heading as="h3" size="md">
                  {enterprise.name}
                </Heading>
                <Flex gap="2" align="center" wrap="wrap" mt="1">
                  <Pill bg="brand.subtle" color="brand.fg">
                    {labels.get(enterprise.industry)}
                  </Pill>
                  <Text fontSize="xs" color="fg.muted">
                    <FormattedMessage id="ith.floor.label" values={{ floor: enterprise.floor }} />
                  </Text>
                </Flex>
              </Box>
            </Flex>
            <Text fontSize="sm">{enterprise.intro}</Text>
            <Box mt="auto">
              <ExternalLink href={enterprise.website} fontSize="sm" color="brand.fg">
                {intl.formatMessage({ id: 'ith.showcase.website' }, { name: enterprise.name })}
              </ExternalLink>
            </Box>
          </chakra.li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
