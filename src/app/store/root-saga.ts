import { all, call } from 'redux-saga/effects';
import { feedbackSaga } from '@/features/feedback/store/feedback-saga';
import { languageSaga } from '@/features/language/store/language-saga';
import { sessionStorageSaga } from '@/features/auth/store/session-storage';
import { authSaga } from '@/features/auth/store/auth-saga';
import { sessionCleared, sessionUserUpdated } from '@/features/auth/store/session-slice';
import { profileSaga } from '@/features/profile/store/profile-saga';
import { layoutCookieSaga } from '@/features/layout/store/layout-cookies';
import { homeSaga } from '@/features/home/store/home-saga';
import { benefitsSaga } from '@/features/benefits/store/benefits-saga';
import { eventsSaga } from '@/features/events/store/events-saga';
import { appsSaga } from '@/features/apps/store/apps-saga';
import { servicesSaga } from '@/features/services/store/services-saga';

/** The sagas that load page content: the browser runs them, and so does the server render of a page. */
export function* pageDataSaga() {
  yield all([call(homeSaga), call(benefitsSaga), call(eventsSaga), call(appsSaga), call(servicesSaga)]);
}

/** Every feature saga starts here. */
export function* rootSaga() {
  yield all([
    call(feedbackSaga),
    call(languageSaga),
    call(sessionStorageSaga),
    call(layoutCookieSaga),
    call(authSaga),
    call(pageDataSaga),
    // The profile feature reaches the auth feature's session only through the actions handed in here.
    call(profileSaga, { userUpdated: sessionUserUpdated, sessionEnded: sessionCleared }),
  ]);
}
