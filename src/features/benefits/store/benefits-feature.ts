import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { benefitsSaga } from './benefits-saga';
import { benefitsSlice } from './benefits-slice';

/**
 * The benefits section's store, injected when its page (or page data) is first loaded: imported for that effect and for
 * its selectors, which answer the slice's initial state until then.
 */
const injected = benefitsSlice.injectInto(rootReducer);
registerPageSaga(benefitsSaga);

export const { selectBenefitsList, selectTaxonomy, selectBenefitDetail } = injected.selectors;
