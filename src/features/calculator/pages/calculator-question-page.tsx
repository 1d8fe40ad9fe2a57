import { useIntl } from 'react-intl';
import { Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { usePageHeading } from '@/lib/router/route-handle';

/** The calculatorQuestion page (spec §2); its content arrives in a later issue, until then a titled shell with an intro. */
export default function CalculatorQuestionPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text data-testid="page-intro">{intl.formatMessage({ id: 'page.calculatorQuestion.intro' })}</Text>
    </PageShell>
  );
}
