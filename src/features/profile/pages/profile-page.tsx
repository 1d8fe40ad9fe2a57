import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { PageShell } from '@/components/layout/page-shell';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { useCountries } from '@/lib/account/use-countries';
import { authRoutes } from '@/lib/routes';
import { useKioskMode } from '@/lib/kiosk/kiosk-mode';
import { usePageHeading } from '@/lib/router/route-handle';
import { AccountActions } from '../components/account-actions';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';
import {
  deleteCanceled,
  deleteRequested,
  editCancelled,
  editStarted,
  leaveDone,
  logoutRequested,
  passwordChangeRequested,
  profileRequested,
  profileSaveRequested,
  selectProfile,
} from '../store/profile-slice';

export interface ProfilePageProps {
  /** The logged-in user, supplied by the app (the session belongs to the auth feature). */
  user: { firstName: string } | null;
  /** Sections of other features the app composes in under the profile details (e.g. My applications). */
  extraSections?: ReactNode;
}

function Section({ children }: { children: ReactNode }) {
  return (
    <Box as="section" bg="bg" borderRadius="lg" borderWidth="1px" boxShadow="xs" p={{ base: '5', md: '6' }}>
      {children}
    </Box>
  );
}

/** Profile (reached through the avatar, spec §2/§6): view and edit, change password, log out, delete the account. */
export default function ProfilePage({ user, extraSections }: ProfilePageProps) {
  const intl = useIntl();
  const kiosk = useKioskMode();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const profile = useAppSelector(selectProfile);
  const { countries } = useCountries();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const loggedIn = user !== null;

  useEffect(() => {
    if (loggedIn) dispatch(profileRequested());
  }, [loggedIn, dispatch]);

  useEffect(() => {
    if (profile.leaveTo === null) return;
    dispatch(leaveDone());
    void navigate(profile.leaveTo, { replace: true });
  }, [profile.leaveTo, dispatch, navigate]);

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text data-testid="page-intro" mb="4" color="fg.muted">
        {intl.formatMessage({ id: 'page.profile.intro' })}
      </Text>
      {user ? (
        <Stack gap="6" maxW="3xl">
          <Text data-testid="profile-greeting" fontSize="lg">
            {intl.formatMessage({ id: 'profile.greeting' }, { name: user.firstName })}
          </Text>
          <Section>
            {profile.loadFailure ? <FormAlert failure={profile.loadFailure} /> : null}
            {profile.data === null ? (
              profile.loadFailure ? null : <Spinner color="brand.fg" aria-label={intl.formatMessage({ id: 'profile.loading' })} />
            ) : profile.mode === 'edit' ? (
              <ProfileEditForm
                profile={profile.data}
                countries={countries}
                saving={profile.saving}
                failure={profile.saveFailure}
                onSave={(values) => dispatch(profileSaveRequested(values))}
                onCancel={() => dispatch(editCancelled())}
              />
            ) : (
              <ProfileDetails profile={profile.data} countries={countries} onEdit={() => dispatch(editStarted())} />
            )}
          </Section>
          {extraSections}
          <Section>
            <ChangePasswordForm
              key={profile.password.changes}
              submitting={profile.password.submitting}
              failure={profile.password.failure}
              onSubmit={(values) => dispatch(passwordChangeRequested(values))}
            />
          </Section>
          <Section>
            <AccountActions onLogout={() => dispatch(logoutRequested())} onDelete={() => setConfirmingDelete(true)} />
          </Section>
          <DeleteAccountDialog
            open={confirmingDelete}
            onOpenChange={(open) => {
              setConfirmingDelete(open);
              if (!open) dispatch(deleteCanceled());
            }}
            deleting={profile.deleting}
            failure={profile.deleteFailure}
            onConfirm={(password) => dispatch(deleteRequested({ password }))}
          />
        </Stack>
      ) : (
        <Text data-testid="profile-login">
          {intl.formatMessage({ id: 'profile.login-prompt' })}{' '}
          {kiosk ? (
            // A kiosk has one window: the login page opens in it.
            <Link asChild color="brand.fg">
              <RouterLink to={authRoutes.login}>{intl.formatMessage({ id: 'profile.login-link' })}</RouterLink>
            </Link>
          ) : (
            <Link href={authRoutes.login} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {intl.formatMessage({ id: 'profile.login-link' })}
            </Link>
          )}
        </Text>
      )}
    </PageShell>
  );
}
