import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { usePageHeading } from '@/lib/router/route-handle';
import { ReportIntro } from '../components/report-intro';
import { useFlowNavigation } from '../hooks/use-flow-navigation';
import { topicUrl } from '../store/report-links';
import { selectFlow, selectQuestionnaire } from '../store/reports-feature';
import { flowRestarted, reportFlowOpened } from '../store/reports-slice';

/** The reports page (spec §2): what the talent report does and keeps, the five topics, and the way in. */
export default function ReportsPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const questionnaire = useAppSelector(selectQuestionnaire);
  const flow = useAppSelector(selectFlow);
  useFlowNavigation();

  // In the browser only: answers this tab kept turn "start" into "continue".
  useEffect(() => {
    dispatch(reportFlowOpened());
  }, [dispatch]);

  const topics = questionnaire.key === language ? (questionnaire.data?.topics ?? []) : [];
  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text data-testid="page-intro" mb="6" fontSize="lg">
        {intl.formatMessage({ id: 'page.reports.intro' })}
      </Text>
      <ReportIntro
        topics={topics}
        startTo={topicUrl(topics[0]?.id)}
        hasAnswers={Object.keys(flow.answers).length > 0}
        onStartOver={() => dispatch(flowRestarted())}
      />
    </PageShell>
  );
}
