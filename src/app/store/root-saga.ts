import { all, call } from 'redux-saga/effects';
import { feedbackSaga } from '@/features/feedback/store/feedback-saga';
import { languageSaga } from '@/features/language/store/language-saga';
import { sessionStorageSaga } from '@/features/auth/store/session-storage-saga';
import { authSaga } from '@/features/auth/store/auth-saga';
import { sessionCleared, sessionUserUpdated } from '@/features/auth/store/session-slice';
import { profileSaga } from '@/features/profile/store/profile-saga';
import { layoutCookieSaga } from '@/features/layout/store/layout-cookie-saga';
import { homeSaga } from '@/features/home/store/home-saga';
import { pageSagasAsTheyLoad, registeredPageSagas } from './page-sagas';

/**
 * The sagas that load page content, as the server render runs them: the home page's and those of the sections
 * loaded so far (the route's own is among them). It ends when the render dispatches END.
 */
export function* pageDataSaga() {
  yield all([call(homeSaga), call(registeredPageSagas)]);
}

/** Every feature saga starts here; sections loaded later start theirs when their code arrives. */
export function* rootSaga() {
  yield all([
    call(feedbackSaga),
    call(languageSaga),
    call(sessionStorageSaga),
    call(layoutCookieSaga),
    call(authSaga),
    call(homeSaga),
    call(pageSagasAsTheyLoad),
    // The profile feature reaches the auth feature's session only through the actions handed in here.
    call(profileSaga, { userUpdated: sessionUserUpdated, sessionEnded: sessionCleared }),
  ]);
}
