import { useAppSelector } from '@/app/store/hooks';
import { selectUser } from '@/features/auth/store/session-slice';
import { lazyPage } from '../page-modules';

const profile = lazyPage<{ user: { firstName: string } | null }>('profile/pages/profile-page');
export const PROFILE_PAGE_MODULE = profile.module;

/** Composes two features in the app: the profile page shows the auth feature's session user. */
export function ProfileRoute() {
  const user = useAppSelector(selectUser);
  return <profile.Page user={user ? { firstName: user.firstName } : null} />;
}
