/**
 * How a section whose code comes with its pages joins the store (the one part of src/app a feature may use besides
 * the typed hooks): `slice.injectInto(rootReducer)` adds its slice to the root reducer, and `registerPageSaga(saga)`
 * starts its saga in every store, now and in stores made later. The injected slice's selectors answer the slice's
 * initial state while a store has none yet.
 */
export { rootReducer } from './root-reducer';
export { registerPageSaga } from './page-sagas';
