import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Box, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { loginReturningTo } from '@/lib/router/login-return';
import { usePageHeading } from '@/lib/router/route-handle';
import { EntryChoiceInvalid } from '../components/entry-choice-invalid';
import { entryPrintCss } from '../components/entry-print-styles';
import { EntryStepsView } from '../components/entry-steps-view';
import { checklistKey, choiceOf, partialChoiceOf, pickerPath } from '../entry-choice';
import { selectChecklist, selectEntrySteps } from '../store/entry-prep-feature';
import { checklistOpened, entryStepsKey, entryStepsRequested, stepToggled } from '../store/entry-prep-slice';

/**
 * The preparationforentryStep page (spec §2): the steps of the URL's identity and timing with a checklist. The steps
 * are loaded for the route (entryStepsPageData, on the server or on navigation); the ticks are read after the page has
 * come to life — from this browser and, signed in, from the account — and saved by the saga.
 */
export default function EntryPrepStepPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const language = useAppSelector((state) => state.language.current);
  // The session's token, read from the store's state (null on the server and until the session is joined).
  const token = useAppSelector((state) => state.session.token);
  const steps = useAppSelector(selectEntrySteps);
  const checklist = useAppSelector(selectChecklist);

  const choice = choiceOf(searchParams);
  const identity = choice?.identity;
  const timing = choice?.timing;
  const data = steps.data && steps.data.identity === identity && steps.data.timing === timing ? steps.data : undefined;
  const stepIds = data ? data.steps.map((step) => step.id).join(' ') : '';

  useEffect(() => {
    if (!identity || !timing || stepIds === '') return;
    dispatch(checklistOpened({ identity, timing }, stepIds.split(' '), token));
  }, [dispatch, identity, timing, stepIds, token]);

  const ready = choice !== null && checklist.key === checklistKey(choice) && checklist.restored;

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Box css={entryPrintCss}>
        <Text mb="6" color="fg.muted" data-testid="page-intro" _print={{ display: 'none' }}>
          {intl.formatMessage({ id: 'page.preparationforentryStep.intro' })}
        </Text>
        {choice === null ? (
          <EntryChoiceInvalid pickerHref={pickerPath(partialChoiceOf(searchParams))} />
        ) : (
          <ContentStatus
            status={steps.key === entryStepsKey(choice, language) ? steps.status : 'loading'}
            count={data?.steps.length}
            onRetry={() => dispatch(entryStepsRequested(choice, language))}
          >
            {data ? (
              <EntryStepsView
                choice={choice}
                steps={data.steps}
                ticked={ready ? checklist.ticked : []}
                ready={ready}
                account={ready ? checklist.account : token === null ? 'none' : 'loading'}
                loginHref={loginReturningTo(`${pathname}${search}`)}
                onToggle={(id, done) => dispatch(stepToggled(choice, id, done, stepIds.split(' ')))}
                onPrint={() => window.print()}
              />
            ) : null}
          </ContentStatus>
        )}
      </Box>
    </PageShell>
  );
}
