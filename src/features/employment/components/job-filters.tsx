import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import { CheckChip } from '@/components/ui/check-chip';
import { KeywordSearch } from '@/components/ui/keyword-search';
import { JOB_CATEGORIES, JOB_SORTS, type JobQuery, type JobSort, RECRUITMENT_TYPES, SALARY_RANGES, type SalaryRange } from '../api/employment-api';
import { formatSalaryRange } from './salary-text';

export interface JobFiltersProps {
  query: JobQuery;
  /** A new keyword, filter or order: the list goes back to its first page. */
  onChange: (query: JobQuery) => void;
}

/** One choice of a single-choice filter, drawn like CheckChip; the native radio keeps arrow keys and screen readers. */
function RadioChip({ name, value, checked, onSelect, children }: { name: string; value: string; checked: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <chakra.label
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
      <chakra.input type="radio" name={name} value={value} checked={checked} onChange={onSelect} accentColor="brand.solid" />
      {children}
    </chakra.label>
  );
}

function FilterGroup({ legendId, testId, children }: { legendId: string; testId: string; children: ReactNode }) {
  return (
    <chakra.fieldset border="0" m="0" p="0" minW="0">
      <chakra.legend fontWeight="semibold" mb="2" fontSize="sm" color="fg">
        <FormattedMessage id={legendId} />
      </chakra.legend>
      <Flex gap="2" wrap="wrap" data-testid={testId}>
        {children}
      </Flex>
    </chakra.fieldset>
  );
}

function toggled<T extends string>(codes: readonly T[], code: T, on: boolean): T[] {
  return on ? [...codes, code] : codes.filter((value) => value !== code);
}

/**
 * Keyword search (title, company, description), job categories and recruitment types (several: any of them), one
 * salary range and the order of the board.
 */
export function JobFilters({ query, onChange }: JobFiltersProps) {
  const intl = useIntl();
  const change = (next: Partial<JobQuery>) => onChange({ ...query, ...next, page: 1 });
  const anyFilter = query.keyword !== '' || query.category.length > 0 || query.salary !== null || query.type.length > 0;
  const salaryChoices: { value: SalaryRange | null; label: string }[] = [
    { value: null, label: intl.formatMessage({ id: 'employment.filter.anySalary' }) },
    ...SALARY_RANGES.map((code) => ({ value: code, label: formatSalaryRange(intl, code) })),
  ];

  return (
    <Stack gap="5" mb="8">
      <KeywordSearch
        id="employment-keyword"
        keyword={query.keyword}
        label={intl.formatMessage({ id: 'employment.search.label' })}
        placeholder={intl.formatMessage({ id: 'employment.search.placeholder' })}
        submitLabel={intl.formatMessage({ id: 'employment.search.submit' })}
        onSearch={(keyword) => change({ keyword })}
      />
      <FilterGroup legendId="employment.filter.category" testId="filter-category">
        {JOB_CATEGORIES.map((code) => (
          <CheckChip
            key={code}
            name="category"
            value={code}
            checked={query.category.includes(code)}
            onChange={(on) => change({ category: toggled(query.category, code, on) })}
          >
            {intl.formatMessage({ id: `employment.category.${code}` })}
          </CheckChip>
        ))}
      </FilterGroup>
      <FilterGroup legendId="employment.filter.salary" testId="filter-salary">
        {salaryChoices.map((choice) => (
          <RadioChip
            key={choice.value ?? 'any'}
            name="salary"
            value={choice.value ?? ''}
            checked={query.salary === choice.value}
            onSelect={() => change({ salary: choice.value })}
          >
            {choice.label}
          </RadioChip>
        ))}
      </FilterGroup>
      <FilterGroup legendId="employment.filter.type" testId="filter-type">
        {RECRUITMENT_TYPES.map((code) => (
          <CheckChip key={code} name="type" value={code} checked={query.type.includes(code)} onChange={(on) => change({ type: toggled(query.type, code, on) })}>
            {intl.formatMessage({ id: `employment.type.${code}` })}
          </CheckChip>
        ))}
      </FilterGroup>
      <Flex gap="4" wrap="wrap" align="end" justify="space-between">
        <Box>
          <chakra.label htmlFor="employment-sort" display="block" fontWeight="semibold" mb="2" fontSize="sm">
            <FormattedMessage id="employment.sort.label" />
          </chakra.label>
          <NativeSelect.Root size="sm" w="auto" minW="48">
            <NativeSelect.Field
              id="employment-sort"
              name="sort"
              value={query.sort}
              onChange={(event) => change({ sort: event.currentTarget.value as JobSort })}
            >
              {JOB_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {intl.formatMessage({ id: `employment.sort.${sort}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        {anyFilter ? (
          <Button variant="ghost" colorPalette="brand" size="sm" onClick={() => change({ keyword: '', category: [], salary: null, type: [] })}>
            <FormattedMessage id="employment.filter.clear" />
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}
