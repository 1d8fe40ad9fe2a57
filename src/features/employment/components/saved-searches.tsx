import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { SavedSearch, SavedSearchQuery } from '../api/applications-api';
import type { LoadStatus } from '../store/applications-slice';
import { boardPathOf, savedQueryOf } from '../store/saved-search-query';
import { formatSalaryRange } from './salary-text';

export interface SavedSearchesProps {
  status: LoadStatus;
  searches: readonly SavedSearch[];
  /** Ids whose deletion is on its way. */
  deleting?: readonly number[];
  onDelete: (id: number) => void;
  onRetry: () => void;
}

/** "“data” · Software development · CN¥10,000–20,000 · Internship", or "All jobs" for a search without filters. */
export function describeSearch(intl: IntlShape, query: SavedSearchQuery): string {
  const parts = [
    ...(query.keyword ? [intl.formatMessage({ id: 'employment.savedSearch.keyword' }, { keyword: query.keyword })] : []),
    ...query.category.map((code) => intl.formatMessage({ id: `employment.category.${code}` })),
    ...(query.salary ? [formatSalaryRange(intl, query.salary)] : []),
    ...query.type.map((code) => intl.formatMessage({ id: `employment.type.${code}` })),
  ];
  return parts.length > 0 ? parts.join(' · ') : intl.formatMessage({ id: 'employment.savedSearch.all' });
}

/** The saved job searches (profile): each mailed daily with its new jobs; open one on the board or delete it. */
export function SavedSearches({ status, searches, deleting = [], onDelete, onRetry }: SavedSearchesProps) {
  const intl = useIntl();
  let body;
  if (status === 'error') {
    body = (
      <Box role="alert">
        <Text mb="3">
          <FormattedMessage id="employment.savedSearch.loadFailed" />
        </Text>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <FormattedMessage id="employment.applications.retry" />
        </Button>
      </Box>
    );
  } else if (status !== 'ready' && searches.length === 0) {
    body = (
      <Flex role="status" align="center" gap="3" color="fg.muted">
        <Spinner size="sm" color="brand.solid" aria-hidden="true" />
        <Text>
          <FormattedMessage id="employment.savedSearch.loading" />
        </Text>
      </Flex>
    );
  } else if (searches.length === 0) {
    body = (
      <Text data-testid="saved-searches-empty">
        <FormattedMessage id="employment.savedSearch.empty" />
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="saved-searches-list">
        {searches.map((search) => {
          const query = savedQueryOf(search.query);
          const summary = describeSearch(intl, query);
          return (
            <Flex as="li" key={search.id} borderWidth="1px" borderRadius="md" p="4" justify="space-between" align="center" gap="3" wrap="wrap" data-testid="saved-search">
              <Box minW="0" flex="1 1 16rem">
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={boardPathOf(query)}>{summary}</RouterLink>
                </Link>
                <Text mt="1" fontSize="sm" color="fg.muted">
                  <FormattedMessage
                    id="employment.savedSearch.savedOn"
                    values={{ date: intl.formatDate(search.createdAt, { dateStyle: 'long', timeZone: 'Asia/Shanghai' }) }}
                  />
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                loading={deleting.includes(search.id)}
                aria-label={intl.formatMessage({ id: 'employment.savedSearch.deleteFor' }, { search: summary })}
                onClick={() => onDelete(search.id)}
              >
                <FormattedMessage id="employment.savedSearch.delete" />
              </Button>
            </Flex>
          );
        })}
      </Stack>
    );
  }
  return (
    <Stack gap="4" data-testid="saved-searches">
      <Heading as="h2" size="lg">
        <FormattedMessage id="employment.savedSearch.title" />
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="employment.savedSearch.intro" />
      </Text>
      {body}
    </Stack>
  );
}
