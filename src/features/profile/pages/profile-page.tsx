import { useIntl } from 'react-intl';
import { Link, Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { authRoutes } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';

export interface ProfilePageProps {
  /** The logged-in user, supplied by the app (the session belongs to the auth feature). */
  user: { firstName: string } | null;
}

/** Profile: the user's first name when logged in, a login link otherwise (no route guard, spec §6). */
export default function ProfilePage({ user }: ProfilePageProps) {
  const intl = useIntl();
  const heading = usePageHeading();
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text data-testid="page-intro" mb="2">
        {intl.formatMessage({ id: 'page.profile.intro' })}
      </Text>
      {user ? (
        <Text data-testid="profile-greeting">{intl.formatMessage({ id: 'profile.greeting' }, { name: user.firstName })}</Text>
      ) : (
        <Text data-testid="profile-login">
          {intl.formatMessage({ id: 'profile.login-prompt' })}{' '}
          <Link href={authRoutes.login} target="_blank" rel="noopener noreferrer" color="brand.fg">
            {intl.formatMessage({ id: 'profile.login-link' })}
          </Link>
        </Text>
      )}
    </PageShell>
  );
}
