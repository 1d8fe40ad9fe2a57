import type { PageData, PageHeadOf } from '@/lib/router/page-data';
import { hkMacaoGuideKey, hkMacaoGuideRequestOf, hkMacaoListKey, hkMacaoListOf } from './hkmacao-query';
import { hkMacaoGuideRequested, hkMacaoGuidesRequested, hkMacaoListRequested, hkMacaoSlice, type HkMacaoState } from './hkmacao-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './hkmacao-feature';

type State = { hkMacao?: HkMacaoState };

/** The page's guides and the URL's tab and page, each unless already held for this language. */
export const hkMacaoPageData: PageData<State> = ({ searchParams, language }, { hkMacao = hkMacaoSlice.getInitialState() }) => {
  const { tab, page } = hkMacaoListOf(searchParams);
  const actions = [];
  if (hkMacao.guides.key !== language) actions.push(hkMacaoGuidesRequested(language));
  if (hkMacao.list.key !== hkMacaoListKey(tab, page, language)) actions.push(hkMacaoListRequested(tab, page, language));
  return actions;
};

export const hkMacaoDetailPageData: PageData<State> = (request, { hkMacao = hkMacaoSlice.getInitialState() }) => {
  const { documentNo, language } = hkMacaoGuideRequestOf(request);
  return documentNo && hkMacao.guide.key !== hkMacaoGuideKey(documentNo, language) ? [hkMacaoGuideRequested(documentNo, language)] : [];
};

/** A guide's own title and summary name its page. */
export const hkMacaoDetailHead: PageHeadOf<State> = (request, { hkMacao = hkMacaoSlice.getInitialState() }) => {
  const { documentNo, language } = hkMacaoGuideRequestOf(request);
  const { guide } = hkMacao;
  if (guide.key !== hkMacaoGuideKey(documentNo, language) || guide.data?.documentNo !== documentNo) return undefined;
  return { title: guide.data.title, description: guide.data.summary };
};
