import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { CheckChip } from '@/components/ui/check-chip';
import { KeywordSearch } from '@/components/ui/keyword-search';
import type { ServiceQuery, TalentTypeOption } from '../api/services-api';

export interface ServiceFiltersProps {
  query: ServiceQuery;
  /** Undefined while the labels load: the search box works already. */
  talentTypes: TalentTypeOption[] | undefined;
  /** A new keyword or choice: the tab stays, the page goes back to 1. */
  onChange: (query: ServiceQuery) => void;
}

/** Keyword search and the talent-type filter inside a services tab (several types: any of them). */
export function ServiceFilters({ query, talentTypes, onChange }: ServiceFiltersProps) {
  const intl = useIntl();
  const toggle = (code: string, checked: boolean) => {
    const codes = checked ? [...query.talentType, code] : query.talentType.filter((value) => value !== code);
    onChange({ ...query, talentType: codes, page: 1 });
  };
  const anyFilter = query.talentType.length > 0 || query.keyword !== '';

  return (
    <Stack gap="5" mb="8">
      <KeywordSearch
        id="services-keyword"
        keyword={query.keyword}
        label={intl.formatMessage({ id: 'services.search.label' })}
        placeholder={intl.formatMessage({ id: 'services.search.placeholder' })}
        submitLabel={intl.formatMessage({ id: 'services.search.submit' })}
        onSearch={(keyword) => onChange({ ...query, keyword, page: 1 })}
      />
      <chakra.fieldset border="0" m="0" p="0" minW="0">
        <chakra.legend fontWeight="semibold" mb="2" fontSize="sm" color="fg">
          <FormattedMessage id="services.filter.talentType" />
        </chakra.legend>
        <Flex gap="2" wrap="wrap" data-testid="filter-talentType">
          {(talentTypes ?? []).map((option) => (
            <CheckChip
              key={option.code}
              name="talentType"
              value={option.code}
              checked={query.talentType.includes(option.code)}
              onChange={(checked) => toggle(option.code, checked)}
            >
              {option.label}
            </CheckChip>
          ))}
        </Flex>
      </chakra.fieldset>
      {anyFilter ? (
        <Box>
          <Button variant="ghost" colorPalette="brand" size="sm" onClick={() => onChange({ ...query, keyword: '', talentType: [], page: 1 })}>
            <FormattedMessage id="services.filter.clear" />
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
