import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Stack } from '@chakra-ui/react';
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
  const [keyword, setKeyword] = useState(query.keyword);
  const [lastKeyword, setLastKeyword] = useState(query.keyword);
  // The URL is the source of truth: follow it when it changes underneath (back button, a shared link).
  if (query.keyword !== lastKeyword) {
    setLastKeyword(query.keyword);
    setKeyword(query.keyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, keyword: keyword.trim(), page: 1 });
  };

  const toggle = (filter: BenefitFilter, code: string, checked: boolean) => {
    const codes = checked ? [...query[filter], code] : query[filter].filter((value) => value !== code);
    onChange({ ...query, [filter]: codes, page: 1 });
  };

  const anyFilter = BENEFIT_FILTERS.some((filter) => query[filter].length > 0) || query.keyword !== '';

  return (
    <Stack gap="5" mb="8">
      <chakra.form role="search" onSubmit={submit} display="flex" gap="2" flexWrap="wrap">
        <chakra.label htmlFor="benefits-keyword" srOnly>
          <FormattedMessage id="benefits.search.label" />
        </chakra.label>
        <chakra.input
          id="benefits-keyword"
          type="search"
          name="keyword"
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={intl.formatMessage({ id: 'benefits.search.placeholder' })}
          flex="1"
          minW="60"
          h="11"
          px="4"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="md"
          bg="bg"
          _placeholder={{ color: 'fg.muted' }}
        />
        <Button type="submit" colorPalette="brand" h="11" px="6">
          <FormattedMessage id="benefits.search.submit" />
        </Button>
      </chakra.form>

      {BENEFIT_FILTERS.map((filter) => (
        <chakra.fieldset key={filter} border="0" m="0" p="0" minW="0">
          <chakra.legend fontWeight="semibold" mb="2" fontSize="sm" color="fg">
            <FormattedMessage id={FILTER_LEGEND[filter]} />
          </chakra.legend>
          <Flex gap="2" wrap="wrap" data-testid={`filter-${filter}`}>
            {(taxonomy?.[filter] ?? []).map((option) => {
              const checked = query[filter].includes(option.code);
              return (
                <chakra.label
                  key={option.code}
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                  px="3"
                  py="1.5"
                  borderWidth="1px"
                  borderRadius="full"
                  fontSize="sm"
                  cursor="pointer"
                  bg={checked ? 'brand.subtle' : 'bg'}
                  borderColor={checked ? 'brand.solid' : 'border.emphasized'}
                  color={checked ? 'brand.fg' : 'fg'}
                  css={{ '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
                >
                  <chakra.input
                    type="checkbox"
                    name={filter}
                    value={option.code}
                    checked={checked}
                    onChange={(event) => toggle(filter, option.code, event.target.checked)}
                    accentColor="brand.solid"
                  />
                  {option.label}
                </chakra.label>
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
              setKeyword('');
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
