import { selectIsLoggedIn } from '@/features/auth/store/session-slice';
import { logoutRequested } from '@/features/profile/store/profile-slice';
import type { AppStore } from '@/app/store/make-store';
import { HOME_PATH } from '@/lib/routes';

/**
 * What a kiosk does after its idle time: the screen is shared by everyone in the service hall, so a visitor who
 * walked away signed in is signed out (the server is told, the session storage is cleared) before the kiosk goes
 * back to the home page for the next person.
 */
export function resetKiosk(store: Pick<AppStore, 'dispatch' | 'getState'>, navigate: (path: string) => unknown): void {
  if (selectIsLoggedIn(store.getState())) store.dispatch(logoutRequested());
  void navigate(HOME_PATH);
}
