import { useAppSelector } from '@/app/store/hooks';
import { selectUser } from '@/features/auth/store/session-slice';
import { lazyWithRetry } from '@/lib/chunk-load';

const ProfilePage = lazyWithRetry(() => import('@/features/profile/pages/profile-page'));

/** Composes two features in the app: the profile page shows the auth feature's session user. */
export function ProfileRoute() {
  const user = useAppSelector(selectUser);
  return <ProfilePage user={user ? { firstName: user.firstName } : null} />;
}
