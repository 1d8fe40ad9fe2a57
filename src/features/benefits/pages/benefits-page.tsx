import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { usePageHeading } from '@/lib/router/route-handle';
import { BENEFIT_FILTERS, type BenefitQuery, type BenefitTaxonomy } from '../api/benefits-api';
import { BenefitFilters } from '../components/benefit-filters';
import { BenefitsResults } from '../components/benefits-results';
import { queryFromSearch, queryKey, searchFromQuery } from '../store/benefit-query';
import { benefitsListRequested } from '../store/benefits-slice';
import { selectBenefitsList, selectTaxonomy } from '../store/benefits-feature';

function labelsOf(taxonomy: BenefitTaxonomy | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const group of BENEFIT_FILTERS) for (const option of taxonomy?.[group] ?? []) labels[`${group}:${option.code}`] = option.label;
  return labels;
}

/**
 * The talentBenefits list (spec §2): keyword search, three filters, results count and pages, all kept in the URL.
 * Its data is loaded for the route (benefitsPageData), on the server or on navigation.
 */
export default function BenefitsPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useAppSelector((state) => state.language.current);
  const list = useAppSelector(selectBenefitsList);
  const taxonomy = useAppSelector(selectTaxonomy);

  const search = searchParams.toString();
  const query = useMemo(() => queryFromSearch(new URLSearchParams(search)), [search]);
  const key = queryKey(query, language);

  const labels = useMemo(() => labelsOf(taxonomy.data), [taxonomy.data]);
  const change = (next: BenefitQuery) => setSearchParams(searchFromQuery(next));
  const hrefOfPage = (page: number) => {
    const next = searchFromQuery({ ...query, page }).toString();
    return next ? `${pathname}?${next}` : pathname;
  };

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="6" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.talentBenefits.intro' })}
      </Text>
      <BenefitFilters query={query} taxonomy={taxonomy.data} onChange={change} />
      <BenefitsResults
        status={list.key === key ? list.status : 'loading'}
        page={list.data}
        labels={labels}
        hrefOfPage={hrefOfPage}
        onRetry={() => dispatch(benefitsListRequested(query, language))}
      />
    </PageShell>
  );
}
