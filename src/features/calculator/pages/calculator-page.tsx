import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { usePageHeading } from '@/lib/router/route-handle';
import { calculatorStepHref, readCalculatorStep } from '../calculator-steps';
import { CalculatorIntro } from '../components/calculator-intro';
import { selectCalculatorQuestions } from '../store/calculator-feature';
import { questionsRequested } from '../store/calculator-slice';

/**
 * The calculator's intro (spec §2): what it does, the questions it will ask, the basis of its figures and "start
 * counting". Answers in its URL (a Back from the first question) go on to the first question.
 */
export default function CalculatorPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const language = useAppSelector((state) => state.language.current);
  const questions = useAppSelector(selectCalculatorQuestions);
  const data = questions.key === language ? questions.data : undefined;

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="6" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.calculator.intro' })}
      </Text>
      <ContentStatus
        status={questions.key === language ? questions.status : 'loading'}
        count={data?.questions.length}
        onRetry={() => dispatch(questionsRequested(language))}
      >
        {data ? (
          <CalculatorIntro
            questions={data.questions}
            dataDate={data.dataDate}
            startHref={calculatorStepHref(data.questions, data.questions[0]?.id ?? '', readCalculatorStep(data.questions, searchParams).answers)}
          />
        ) : null}
      </ContentStatus>
    </PageShell>
  );
}
