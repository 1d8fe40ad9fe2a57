import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { CheckChip } from '@/components/ui/check-chip';
import { KeywordSearch } from '@/components/ui/keyword-search';
import { BENEFIT_FILTERS, type BenefitFilter, type BenefitQuery, type BenefitTaxonomy } from '../api/benefits-api';

export interface BenefitFiltersProps {
  query: BenefitQuery;
  /** Undefined while the options load: the search box works already. */
  taxonomy: BenefitTaxonomy | undefined;
  /** A new keyword or filter choice; the page goes back to 1. */
  onChange: (query: BenefitQuery) => void;
}

const FILTER_LEGEND: Record<BenefitFilter, string> = {
  talentType: 'benefits.filter.talentType',
  contentType: 'benefits.filter.contentType',
  talentScene: 'benefits.filter.talentScene',
};

/** The search box and the three filters of spec §2 (talent type, content type, talent scene), several choices each. */
export function BenefitFilters({ query, taxonomy, onChange }: BenefitFiltersProps) {
  const intl = useIntl();
  const toggle = (filter: BenefitFilter, code: string, checked: boolean) => {
    const codes = checked ? [...query[filter], code] : query[filter].filter((value) => value !== code);
    onChange({ ...query, [filter]: codes, page: 1 });
  };

  const anyFilter = BENEFIT_FILTERS.some((filter) => query[filter].length > 0) || query.keyword !== '';

  return (
    <Stack gap="5" mb="8">
      <KeywordSearch
        id="benefits-keyword"
        keyword={query.keyword}
        label={intl.formatMessage({ id: 'benefits.search.label' })}
        placeholder={intl.formatMessage({ id: 'benefits.search.placeholder' })}
        submitLabel={intl.formatMessage({ id: 'benefits.search.submit' })}
        onSearch={(keyword) => onChange({ ...query, keyword, page: 1 })}
      />

      {BENEFIT_FILTERS.map((filter) => (
        <chakra.fieldset key={filter} border="0" m="0" p="0" minW="0">
          <chakra.legend fontWeight="semibold" mb="2" fontSize="sm" color="fg">
            <FormattedMessage id={FILTER_LEGEND[filter]} />
          </chakra.legend>
          <Flex gap="2" wrap="wrap" data-testid={`filter-${filter}`}>
            {(taxonomy?.[filter] ?? []).map((option) => {
              const checked = query[filter].includes(option.code);
              return (
                <CheckChip
                  key={option.code}
                  name={filter}
                  value={option.code}
                  checked={checked}
                  onChange={(next) => toggle(filter, option.code, next)}
                >
                  {option.label}
                </CheckChip>
              );
            })}
          </Flex>
        </chakra.fieldset>
      ))}

      {anyFilter ? (
        <Box>
          <Button
            variant="ghost"
            colorPalette="brand"
            size="sm"
            onClick={() => {
              onChange({ keyword: '', talentType: [], contentType: [], talentScene: [], page: 1 });
            }}
          >
            <FormattedMessage id="benefits.filter.clear" />
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
