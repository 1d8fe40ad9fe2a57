import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { trackEvent } from '@/lib/analytics/track';
import { pageRoutes, withQuery } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import type { SearchSection } from '../api/search-api';
import { SearchBox } from '../components/search-box';
import { SearchResults } from '../components/search-results';
import { selectSearchResults, selectSuggestions } from '../store/search-feature';
import { searchRequestOf } from '../store/search-page-data';
import { searchKey, searchRequested, suggestionsRequested } from '../store/search-slice';

/** The site search (issue #14): one box over every public section, the best answer first; the query lives in the URL. */
export default function SearchPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const language = useAppSelector((state) => state.language.current);
  const results = useAppSelector(selectSearchResults);
  const suggestions = useAppSelector(selectSuggestions);

  const request = searchRequestOf({ searchParams, language });
  const key = searchKey(request);
  const current = results.key === key;
  const found = current && results.status === 'ready' && results.data ? (results.data.matched === 'none' ? 0 : results.data.total) : undefined;

  // Counted here rather than in the saga: a search page rendered on the server arrives with its results.
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (found === undefined || request.page !== 1 || counted.current === key) return;
    counted.current = key;
    trackEvent('search', { results: found, query: request.q });
  }, [found, key, request.page, request.q]);
  const hrefOf = ({ section, page }: { section?: SearchSection | undefined; page?: number }) =>
    withQuery(pageRoutes.search, { q: request.q, section, page: page && page > 1 ? page : undefined });

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="4" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.search.intro' })}
      </Text>
      <SearchBox
        query={request.q}
        suggestions={suggestions}
        onType={(text) => dispatch(suggestionsRequested(text, language))}
        onSearch={(q) => navigate(withQuery(pageRoutes.search, { q }))}
        onPick={(suggestion) => navigate(suggestion.route)}
      />
      {request.q ? (
        <SearchResults
          status={current ? results.status : 'loading'}
          result={results.data}
          q={request.q}
          section={request.section}
          language={language}
          hrefOf={hrefOf}
          onRetry={() => dispatch(searchRequested(request))}
        />
      ) : null}
    </PageShell>
  );
}
