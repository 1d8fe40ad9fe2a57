import { useIntl } from 'react-intl';
import { Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { usePageHeading } from '@/lib/router/route-handle';

export type PasswordMode = 'setPassword' | 'resetPassword';

/** setPassword and resetPassword share this screen (spec §2); the route decides title, button and call. */
export default function SetPasswordPage({ mode }: { mode: PasswordMode }) {
  const intl = useIntl();
  const heading = usePageHeading();
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text data-testid="page-intro">{intl.formatMessage({ id: `page.${mode}.intro` })}</Text>
    </PageShell>
  );
}
