import type { PageData, PageHeadOf } from '@/lib/router/page-data';
import { queryFromSearch, queryKey } from './benefit-query';
import { benefitDetailRequested, benefitsListRequested, detailKey, taxonomyRequested, type BenefitsState, benefitsSlice } from './benefits-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './benefits-feature';

type State = { benefits?: BenefitsState };

/** The list for the URL's query and the filter labels, each unless already held for this language. */
export const benefitsPageData: PageData<State> = ({ searchParams, language }, { benefits = benefitsSlice.getInitialState() }) => {
  const query = queryFromSearch(searchParams);
  const actions = [];
  if (benefits.list.key !== queryKey(query, language)) actions.push(benefitsListRequested(query, language));
  if (benefits.taxonomy.key !== language) actions.push(taxonomyRequested(language));
  return actions;
};

export const benefitDetailPageData: PageData<State> = ({ searchParams, language }, { benefits = benefitsSlice.getInitialState() }) => {
  const documentNo = searchParams.get('documentNo') ?? '';
  return documentNo && benefits.detail.key !== detailKey(documentNo, language) ? [benefitDetailRequested(documentNo, language)] : [];
};

/** A benefit's own title and summary name its page. */
export const benefitDetailHead: PageHeadOf<State> = ({ searchParams, language }, { benefits = benefitsSlice.getInitialState() }) => {
  const documentNo = searchParams.get('documentNo') ?? '';
  const { detail } = benefits;
  if (detail.key !== detailKey(documentNo, language) || detail.data?.documentNo !== documentNo) return undefined;
  return { title: detail.data.title, description: detail.data.summary };
};
