import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { usePageHeading } from '@/lib/router/route-handle';
import type { IthIndustry } from '../api/ith-api';
import { ContactForm } from '../components/contact-form';
import { ContactReceipt } from '../components/contact-receipt';
import { IthView } from '../components/ith-view';
import { ITH_INDUSTRIES } from '../ith-rules';
import { selectContact, selectIth } from '../store/ith-feature';
import { contactReset, contactSubmitted, ithRequested } from '../store/ith-slice';

const isIndustry = (value: string): value is IthIndustry => (ITH_INDUSTRIES as readonly string[]).includes(value);

/**
 * The ith page (spec §2): the International Talent Hub's floors, its enterprise showcase (`?industry=`, repeatable)
 * and the contact form. Its content is loaded for the route (ithPageData), on the server or on navigation.
 */
export default function IthPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = useAppSelector((state) => state.language.current);
  const ith = useAppSelector(selectIth);
  const contact = useAppSelector(selectContact);
  const industries = searchParams.getAll('industry').filter(isIndustry);

  const chooseIndustries = (selected: IthIndustry[]) => {
    const next = new URLSearchParams(searchParams);
    next.delete('industry');
    for (const code of selected) next.append('industry', code);
    setSearchParams(next, { preventScrollReset: true });
  };

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="8" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.ith.intro' })}
      </Text>
      <ContentStatus
        status={ith.key === language ? ith.status : 'loading'}
        count={ith.key === language && ith.data ? 1 : undefined}
        onRetry={() => dispatch(ithRequested(language))}
      >
        {ith.data ? (
          <IthView
            ith={ith.data}
            industries={industries}
            onIndustries={chooseIndustries}
            contact={
              contact.status === 'sent' && contact.receipt ? (
                <ContactReceipt receipt={contact.receipt} onAnother={() => dispatch(contactReset())} />
              ) : (
                <ContactForm
                  sending={contact.status === 'sending'}
                  failure={contact.failure}
                  onSubmit={(values) => dispatch(contactSubmitted(values))}
                />
              )
            }
          />
        ) : null}
      </ContentStatus>
    </PageShell>
  );
}

/** The views for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { IthView };
export { EnterpriseShowcase } from '../components/enterprise-showcase';
export { FloorDirectory } from '../components/floor-directory';
