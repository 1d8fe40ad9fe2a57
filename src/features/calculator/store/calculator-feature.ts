import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { calculatorSaga } from './calculator-saga';
import { calculatorSlice, type CalculatorState } from './calculator-slice';

/**
 * The calculator's store, injected when its pages (or their page data) are first loaded: imported for that effect and
 * for its selectors, which answer the slice's initial state until then.
 */
const injected = calculatorSlice.injectInto(rootReducer);
registerPageSaga(calculatorSaga);

export const { selectCalculatorQuestions, selectCostEstimate } = injected.selectors;

declare module '@/app/store/root-reducer' {
  interface LazyLoadedSlices {
    calculator: CalculatorState;
  }
}
