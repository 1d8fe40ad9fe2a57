import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';
import { Pagination } from '@/components/ui/pagination';
import { LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import type { ResourceStatus } from '@/lib/resource';
import type { SearchHit, SearchResult, SearchSection } from '../api/search-api';
import { HighlightedText } from '@/components/ui/highlighted-text';

export interface SearchResultsProps {
  status: ResourceStatus;
  /** The results of this query (another page of it while the next loads), or undefined. */
  result: SearchResult | undefined;
  /** The query and section filter the URL asks for. */
  q: string;
  section: SearchSection | undefined;
  /** The interface language. */
  language: Language;
  /** The URL of this query with another section filter (undefined: all) or page. */
  hrefOf: (target: { section?: SearchSection | undefined; page?: number }) => string;
  onRetry: () => void;
}

/** The hits of a page grouped by section, the sections in the order of their best hit. */
export function groupBySection(list: readonly SearchHit[]): Array<{ section: SearchSection; hits: SearchHit[] }> {
  const groups = new Map<SearchSection, SearchHit[]>();
  for (const hit of list) groups.set(hit.section, [...(groups.get(hit.section) ?? []), hit]);
  return [...groups].map(([section, hits]) => ({ section, hits }));
}

const filterStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minH: '10',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle', textDecoration: 'none' },
} as const;

/**
 * The results of a site search (GOV.UK style: the best answer first): how many, a note when only some words or
 * another language matched, filters by section with their counts, the hits grouped by section with their matches
 * marked, and pages.
 */
export function SearchResults({ status, result, q, section, language, hrefOf, onRetry }: SearchResultsProps) {
  const intl = useIntl();
  const sectionName = (name: SearchSection) => intl.formatMessage({ id: `search.section.${name}` });
  const total = result?.total ?? 0;
  const empty = result !== undefined && result.matched === 'none';
  return (
    <Stack gap="6" mt="6" data-testid="search-results">
      {/* Announced when a search finishes (polite: it never interrupts typing). */}
      <Text role="status" fontSize="lg" fontWeight="semibold" data-testid="search-summary">
        {result && status !== 'loading'
          ? empty
            ? intl.formatMessage({ id: 'search.results.none' }, { q })
            : intl.formatMessage({ id: 'search.results.count' }, { total, q })
          : null}
      </Text>
      {empty ? (
        <Box borderWidth="1px" borderRadius="md" p="6" data-testid="search-no-results">
          <Text mb="2">
            <FormattedMessage id="search.results.noneHint" />
          </Text>
          <Text color="fg.muted">
            <FormattedMessage id="search.results.noneHelp" />
          </Text>
        </Box>
      ) : null}
      {result && !empty ? (
        <>
          {result.matched === 'any' ? (
            <Text color="fg.muted" data-testid="search-partial">
              <FormattedMessage id="search.results.partial" />
            </Text>
          ) : null}
          {result.language !== language ? (
            <Text color="fg.muted" data-testid="search-other-language">
              <FormattedMessage id="search.results.otherLanguage" values={{ language: intl.formatMessage({ id: `language.name.${result.language}` }) }} />
            </Text>
          ) : null}
          <chakra.nav aria-label={intl.formatMessage({ id: 'search.filter.label' })}>
            <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
              {[{ section: undefined, count: result.sections.reduce((sum, s) => sum + s.count, 0) }, ...result.sections].map((filter) => {
                const current = filter.section === section;
                return (
                  <li key={filter.section ?? 'all'}>
                    <Link
                      asChild
                      {...filterStyles}
                      borderColor={current ? 'brand.solid' : 'border.emphasized'}
                      bg={current ? 'brand.solid' : undefined}
                      color={current ? 'brand.contrast' : 'fg'}
                      _hover={current ? {} : filterStyles._hover}
                    >
                      <RouterLink to={hrefOf({ section: filter.section })} aria-current={current ? 'page' : undefined}>
                        {filter.section ? sectionName(filter.section) : intl.formatMessage({ id: 'search.filter.all' })}
                        <chakra.span fontWeight="semibold">{filter.count}</chakra.span>
                      </RouterLink>
                    </Link>
                  </li>
                );
              })}
            </Flex>
          </chakra.nav>
        </>
      ) : null}
      {empty && status !== 'error' ? null : (
      <ContentStatus status={status} count={result?.list.length} onRetry={onRetry} emptyMessageId="search.results.pastEnd">
        {result && result.list.length ? (
          <Stack gap="8">
            {groupBySection(result.list).map((group) => (
              <chakra.section key={group.section} aria-labelledby={`search-group-${group.section}`}>
                <Heading as="h2" id={`search-group-${group.section}`} size="md" mb="3" color="fg.muted">
                  {sectionName(group.section)}
                </Heading>
                <Stack as="ol" gap="5" listStyleType="none" m="0" p="0">
                  {group.hits.map((hit) => (
                    <chakra.li key={hit.key} lang={LOCALE_TAG[hit.language]} data-testid="search-hit" data-key={hit.key}>
                      <Link asChild color="brand.fg" fontSize="lg" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px">
                        <RouterLink to={hit.route}>
                          <HighlightedText segments={hit.titleHighlight} />
                        </RouterLink>
                      </Link>
                      {hit.snippet.length ? (
                        <Text mt="1" color="fg.muted" lineHeight="1.7">
                          <HighlightedText segments={hit.snippet} />
                        </Text>
                      ) : null}
                    </chakra.li>
                  ))}
                </Stack>
              </chakra.section>
            ))}
          </Stack>
        ) : null}
      </ContentStatus>
      )}
      {result && result.total > result.pageSize ? (
        <Pagination page={result.page} pageCount={Math.min(100, Math.ceil(result.total / result.pageSize))} hrefOf={(page) => hrefOf({ section, page })} />
      ) : null}
    </Stack>
  );
}
