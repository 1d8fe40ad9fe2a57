import { all, call, put, takeEvery } from 'typed-redux-saga';
import type { Language } from '@/lib/i18n/languages';
import { homeApi } from '../api/home-api';
import { homeBlockFailed, homeBlockLoaded, homeRequested, type HomeBlock } from './home-slice';

const calls = {
  benefits: homeApi.benefits,
  topEvents: homeApi.topEvents,
  whyZone: homeApi.lives,
  extras: homeApi.extras,
} satisfies Record<HomeBlock, (language: Language) => Promise<unknown>>;

/** One block failing leaves the others standing: each has its own request and its own error state. */
export function* loadHomeBlock(block: HomeBlock, language: Language) {
  try {
    const data = yield* call(calls[block], language);
    yield* put(homeBlockLoaded({ block, language, data } as Parameters<typeof homeBlockLoaded>[0]));
  } catch {
    yield* put(homeBlockFailed({ block, language }));
  }
}

export function* loadHome(action: ReturnType<typeof homeRequested>) {
  const { language, blocks } = action.payload;
  yield* all(blocks.map((block) => call(loadHomeBlock, block, language)));
}

export function* homeSaga() {
  yield* takeEvery(homeRequested.type, loadHome);
}
