import { all, call } from 'redux-saga/effects';
import { feedbackSaga } from '@/features/feedback/store/feedback-saga';
import { languageSaga } from '@/features/language/store/language-saga';
import { sessionStorageSaga } from '@/features/auth/store/session-storage';
import { layoutCookieSaga } from '@/features/layout/store/layout-cookies';

/** Every feature saga starts here. */
export function* rootSaga() {
  yield all([call(feedbackSaga), call(languageSaga), call(sessionStorageSaga), call(layoutCookieSaga)]);
}
