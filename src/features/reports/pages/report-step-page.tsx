import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Link, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { FormAlert } from '@/components/forms/form-alert';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { usePageHeading } from '@/lib/router/route-handle';
import { reportPdfUrl } from '../api/reports-api';
import { ReportActions } from '../components/report-actions';
import { ReportPrintStyle } from '../components/report-print-style';
import { ReportUnavailable } from '../components/report-unavailable';
import { ReportView } from '../components/report-view';
import { formatReportDate } from '../components/report-format';
import { TopicStep } from '../components/topic-step';
import { useCountryList } from '../hooks/use-country-list';
import { useFlowNavigation } from '../hooks/use-flow-navigation';
import { useSessionToken } from '../hooks/use-session-token';
import { askedQuestions } from '../store/report-answers';
import { reportUrl, topicUrl } from '../store/report-links';
import { reportIdOf } from '../store/reports-page-data';
import { selectFlow, selectQuestionnaire, selectReport, selectReportAskedAs } from '../store/reports-feature';
import {
  answerChanged,
  flowRestarted,
  generateRequested,
  nextRequested,
  previousRequested,
  questionnaireRequested,
  reportFlowOpened,
  reportKey,
  reportRequested,
} from '../store/reports-slice';

const subscribeNever = () => () => {};

const useUiLanguage = () => useAppSelector((state) => state.language.current);

/** One topic of the questionnaire (`?topic=`; the first when absent), with the answers this tab holds. */
function QuestionnaireStep({ topicParam }: { topicParam: string | null }) {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const language = useUiLanguage();
  const questionnaire = useAppSelector(selectQuestionnaire);
  const flow = useAppSelector(selectFlow);

  // In the browser only, after hydration: the answers this tab kept come back (a reload, a language switch).
  useEffect(() => {
    dispatch(reportFlowOpened());
  }, [dispatch]);

  const data = questionnaire.key === language ? questionnaire.data : undefined;
  const index = data ? (topicParam === null ? 0 : data.topics.findIndex((each) => each.id === topicParam)) : -1;
  const topic = data && index >= 0 ? data.topics[index] : undefined;
  const questions = topic && data ? askedQuestions(topic, flow.answers, data) : [];
  const countries = useCountryList(questions.some((question) => question.kind === 'country'));
  const status = questionnaire.key === language ? questionnaire.status : 'loading';

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <ContentStatus status={status} count={data ? 1 : undefined} onRetry={() => dispatch(questionnaireRequested(language))}>
        {data && topic ? (
          <>
            {countries.failed ? (
              <Box mb="4">
                <FormAlert failure={{ messageId: 'account.country.loadFailed' }} />
              </Box>
            ) : null}
            <TopicStep
              topics={data.topics}
              topic={topic}
              questions={questions}
              place={index + 1}
              answers={flow.answers}
              problems={flow.problems}
              countries={countries.countries}
              generating={flow.generating}
              failure={flow.failure}
              onChange={(question, value) => dispatch(answerChanged({ question, value }))}
              onPrevious={() => dispatch(previousRequested(topic.id))}
              onNext={() => dispatch(nextRequested(topic.id))}
              onGenerate={() => dispatch(generateRequested())}
            />
          </>
        ) : data ? (
          <Box role="alert" borderWidth="1px" borderRadius="md" p="6" maxW="3xl" data-testid="report-unknown-topic">
            <Text mb="3">{intl.formatMessage({ id: 'report.step.unknownTopic' })}</Text>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={topicUrl(data.topics[0]?.id)}>{intl.formatMessage({ id: 'report.step.backToFirst' })}</RouterLink>
            </Link>
          </Box>
        ) : null}
      </ContentStatus>
    </PageShell>
  );
}

/** A generated report (`?report=`): rendered on the server in the page's language; the share link's page. */
function GeneratedReport({ id }: { id: string }) {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const language = useUiLanguage();
  const report = useAppSelector(selectReport);
  const askedAs = useAppSelector(selectReportAskedAs);
  const token = useSessionToken();
  const key = reportKey(id, language);
  const data = report.key === key && report.data?.id === id ? report.data : undefined;
  const status = report.key === key ? report.status : 'loading';
  // The address the link shares is the browser's own: known after hydration only (null on the server).
  const origin = useSyncExternalStore(subscribeNever, () => window.location.origin, () => null);
  const shareUrl = origin === null ? null : new URL(reportUrl(id), origin).href;

  // The link has ended for everyone but its owner: once the session is known, the owner asks again.
  useEffect(() => {
    if (status === 'missing' && token !== null && askedAs !== token) dispatch(reportRequested(id, language, token));
  }, [status, token, askedAs, id, language, dispatch]);

  const title = intl.formatMessage({ id: 'report.view.title' });
  const breadcrumbs = heading.breadcrumbs.map((crumb, index, all) => (index === all.length - 1 ? { label: title } : crumb));
  const startAgain = () => dispatch(flowRestarted());

  return (
    <PageShell title={title} breadcrumbs={breadcrumbs}>
      {status === 'missing' ? (
        <ReportUnavailable onStartAgain={startAgain} />
      ) : (
        <ContentStatus status={status} count={data ? 1 : undefined} onRetry={() => dispatch(reportRequested(id, language, token))}>
          {data ? (
            <>
              <ReportPrintStyle />
              <ReportView
                report={data}
                actions={
                  <ReportActions
                    pdfHref={reportPdfUrl(data.id, language)}
                    shareUrl={shareUrl}
                    shareUntil={formatReportDate(data.shareUntil, language)}
                    onPrint={() => window.print()}
                    onStartAgain={startAgain}
                  />
                }
              />
            </>
          ) : null}
        </ContentStatus>
      )}
    </PageShell>
  );
}

/**
 * The reportstep page (spec §2): the questionnaire's topics one at a time (previous, next, generate), or, with
 * `?report=<id>`, a generated report.
 */
export default function ReportStepPage() {
  const [searchParams] = useSearchParams();
  useFlowNavigation();
  const id = reportIdOf(searchParams);
  return id === null ? <QuestionnaireStep topicParam={searchParams.get('topic')} /> : <GeneratedReport id={id} />;
}
