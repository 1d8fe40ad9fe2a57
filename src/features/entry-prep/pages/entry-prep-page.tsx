import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { usePageHeading } from '@/lib/router/route-handle';
import { EntryChoicePicker } from '../components/entry-choice-picker';
import { partialChoiceOf, stepsPath, type EntryChoice } from '../entry-choice';

/**
 * The preparationforentry page (spec §2): the visitor picks identity and timing. Each answer is kept in the URL
 * (`?identity=&timing=`), so a reload, a language switch or "change your choice" from the steps keeps it.
 */
export default function EntryPrepPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = partialChoiceOf(searchParams);

  const keepInUrl = (next: Partial<EntryChoice>) => {
    const params = new URLSearchParams(searchParams);
    for (const name of ['identity', 'timing'] as const) {
      const value = next[name];
      if (value) params.set(name, value);
      else params.delete(name);
    }
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="8" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.preparationforentry.intro' })}
      </Text>
      <EntryChoicePicker choice={choice} onChange={keepInUrl} onSubmit={(chosen) => navigate(stepsPath(chosen))} />
    </PageShell>
  );
}
