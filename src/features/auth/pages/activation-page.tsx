import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { usePageHeading } from '@/lib/router/route-handle';

export type ActivationMode = 'activation' | 'forgetActivation';

/** activation and forgetActivation share this screen (spec §2); the route decides title and text. */
export default function ActivationPage({ mode }: { mode: ActivationMode }) {
  const intl = useIntl();
  const heading = usePageHeading();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text data-testid="page-intro">{intl.formatMessage({ id: `page.${mode}.intro` })}</Text>
      {email ? (
        <Text mt="2" fontWeight="semibold" data-testid="activation-email">
          {email}
        </Text>
      ) : null}
    </PageShell>
  );
}
