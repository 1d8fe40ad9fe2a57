import type { PageData, PageHeadOf } from '@/lib/router/page-data';
import { detailRequestOf, queryFromSearch, queryKey } from './service-query';
import { serviceDetailKey, serviceDetailRequested, servicesListRequested, talentTypesRequested, type ServicesState, servicesSlice } from './services-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './services-feature';

type State = { services?: ServicesState };

/** The tab's list for the URL's query and the talent-type labels, each unless already held for this language. */
export const servicesPageData: PageData<State> = ({ searchParams, language }, { services = servicesSlice.getInitialState() }) => {
  const query = queryFromSearch(searchParams);
  const actions = [];
  if (services.list.key !== queryKey(query, language)) actions.push(servicesListRequested(query, language));
  if (services.talentTypes.key !== language) actions.push(talentTypesRequested(language));
  return actions;
};

export const serviceDetailPageData: PageData<State> = (request, { services = servicesSlice.getInitialState() }) => {
  const { documentNo, language } = detailRequestOf(request);
  const actions = [];
  if (documentNo && services.detail.key !== serviceDetailKey(documentNo, language)) actions.push(serviceDetailRequested(documentNo, language));
  if (services.talentTypes.key !== request.language) actions.push(talentTypesRequested(request.language));
  return actions;
};

/** A service's own title and summary name its page. */
export const serviceDetailHead: PageHeadOf<State> = (request, { services = servicesSlice.getInitialState() }) => {
  const { documentNo, language } = detailRequestOf(request);
  const { detail } = services;
  if (detail.key !== serviceDetailKey(documentNo, language) || detail.data?.documentNo !== documentNo) return undefined;
  return { title: detail.data.title, description: detail.data.summary };
};
