import type { PageData, PageHeadOf } from '@/lib/router/page-data';
import { lifeDetailKey, lifeDetailRequestOf, lifeListKey, lifeTabOf } from './life-query';
import { lifeDetailRequested, lifeListRequested, lifeSlice, type LifeState } from './life-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './life-feature';

type State = { life?: LifeState };

/** The tab's entries in the interface language, unless the store holds them already. */
export const lifePageData: PageData<State> = ({ searchParams, language }, { life = lifeSlice.getInitialState() }) => {
  const { tab } = lifeTabOf(searchParams);
  return life.list.key === lifeListKey(tab, language) ? [] : [lifeListRequested(tab, language)];
};

export const lifeDetailPageData: PageData<State> = (request, { life = lifeSlice.getInitialState() }) => {
  const { documentNo, language } = lifeDetailRequestOf(request);
  return documentNo && life.detail.key !== lifeDetailKey(documentNo, language) ? [lifeDetailRequested(documentNo, language)] : [];
};

/** An entry's own title and summary name its page; its banner comes with the first screen. */
export const lifeDetailHead: PageHeadOf<State> = (request, { life = lifeSlice.getInitialState() }) => {
  const { documentNo, language } = lifeDetailRequestOf(request);
  const { detail } = life;
  if (detail.key !== lifeDetailKey(documentNo, language) || detail.data?.documentNo !== documentNo) return undefined;
  return { title: detail.data.title, description: detail.data.summary };
};
