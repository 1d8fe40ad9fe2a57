import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { hkMacaoSaga } from './hkmacao-saga';
import { hkMacaoSlice } from './hkmacao-slice';

/**
 * The Hong Kong/Macao section's store, injected when its page (or page data) is first loaded: imported for that
 * effect and for its selectors, which answer the slice's initial state until then.
 */
const injected = hkMacaoSlice.injectInto(rootReducer);
registerPageSaga(hkMacaoSaga);

export const { selectHkMacaoList, selectHkMacaoGuides, selectHkMacaoGuide } = injected.selectors;
