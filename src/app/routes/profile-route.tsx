import { Suspense } from 'react';
import { useAppSelector } from '@/app/store/hooks';
import { selectUser } from '@/features/auth/store/session-slice';
import { lazyWithRetry } from '@/lib/chunk-load';
import type { ProfilePageProps } from '@/features/profile/pages/profile-page';
import { lazyPage } from '../page-modules';

const profile = lazyPage<ProfilePageProps>('profile/pages/profile-page');
export const PROFILE_PAGE_MODULE = profile.module;

// The employment and reports features' sections come in their own chunks, only for a signed-in user (they need the
// session).
const MyApplicationsSection = lazyWithRetry(() => import('@/features/employment/components/my-applications-section'));
const MyReportsSection = lazyWithRetry(() => import('@/features/reports/components/my-reports-section'));

/**
 * Composes features in the app: the profile page shows the auth feature's session user and, under the profile
 * details, the employment feature's My applications and saved searches, then the reports feature's My reports.
 */
export function ProfileRoute() {
  const user = useAppSelector(selectUser);
  return (
    <profile.Page
      user={user ? { firstName: user.firstName } : null}
      extraSections={
        user ? (
          <>
            <Suspense fallback={null}>
              <MyApplicationsSection />
            </Suspense>
            <Suspense fallback={null}>
              <MyReportsSection />
            </Suspense>
          </>
        ) : null
      }
    />
  );
}
