import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { usePageHeading } from '@/lib/router/route-handle';
import type { CalculatorQuestion } from '../api/calculator-api';
import {
  calculatorStepHref,
  estimateKey,
  nextStepOf,
  previousHrefOf,
  readCalculatorStep,
  RESULT_STEP,
  startOverHref,
  type CalculatorStep,
} from '../calculator-steps';
import { CalculatorInvalid } from '../components/calculator-invalid';
import { CalculatorQuestionForm, STEP_HEADING_ID } from '../components/calculator-question-form';
import { CostResult } from '../components/cost-result';
import { selectCalculatorQuestions, selectCostEstimate } from '../store/calculator-feature';
import { estimateRequested, questionsRequested } from '../store/calculator-slice';

/** After a step changes in the browser, the new step's heading takes the focus (a screen reader reads it out). */
function useFocusOnStepChange(stepKey: string | undefined) {
  const previous = useRef(stepKey);
  useEffect(() => {
    if (stepKey !== undefined && previous.current !== undefined && previous.current !== stepKey) {
      document.getElementById(STEP_HEADING_ID)?.focus();
    }
    previous.current = stepKey;
  }, [stepKey]);
}

function stepKeyOf(step: CalculatorStep | undefined): string | undefined {
  if (!step) return undefined;
  return step.kind === 'question' ? step.question.id : step.kind === 'result' ? RESULT_STEP : 'invalid';
}

/**
 * The calculator's questions and result (`/pages/calculator/question?step=…&<answers>&view=…`): one question per page,
 * then the result; a URL it cannot follow is explained, with a way back. Everything is read from the URL and the
 * store, so the server renders the same page and a language switch keeps it.
 */
export default function CalculatorQuestionPage() {
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const language = useAppSelector((state) => state.language.current);
  const questionsResource = useAppSelector(selectCalculatorQuestions);
  const estimate = useAppSelector(selectCostEstimate);
  const data = questionsResource.key === language ? questionsResource.data : undefined;
  const questions: CalculatorQuestion[] = data?.questions ?? [];
  const step = data ? readCalculatorStep(questions, searchParams) : undefined;
  useFocusOnStepChange(stepKeyOf(step));

  const retry = () =>
    dispatch(searchParams.get('step') === RESULT_STEP ? estimateRequested(searchParams.toString(), language) : questionsRequested(language));

  const body = (() => {
    if (!step) return null;
    switch (step.kind) {
      case 'question':
        return (
          <CalculatorQuestionForm
            key={step.question.id}
            questions={questions}
            index={step.index}
            answers={step.answers}
            nextStep={nextStepOf(questions, step.index)}
            backHref={previousHrefOf(questions, step.index, step.answers)}
            onAnswer={(optionId) => {
              const answers = { ...step.answers, [step.question.id]: optionId };
              // This question's history entry takes the answer first, so the browser's Back shows it chosen too.
              void Promise.resolve(navigate(calculatorStepHref(questions, step.question.id, answers), { replace: true, preventScrollReset: true })).then(() =>
                navigate(calculatorStepHref(questions, nextStepOf(questions, step.index), answers)),
              );
            }}
          />
        );
      case 'invalid': {
        const resume = questions.find((question) => question.id === step.resume);
        return (
          <CalculatorInvalid
            problem={step.problem}
            resumeTitle={resume?.title}
            resumeHref={calculatorStepHref(questions, step.resume, step.answers)}
            startOverHref={startOverHref(questions)}
          />
        );
      }
      case 'result': {
        const key = estimateKey(questions, step.answers, language);
        const ready = estimate.key === key ? estimate : undefined;
        return (
          <ContentStatus status={ready?.status ?? 'loading'} count={ready?.data ? 1 : undefined} onRetry={retry}>
            {ready?.data ? (
              <CostResult
                estimate={ready.data}
                view={step.view}
                viewHref={(view) => calculatorStepHref(questions, RESULT_STEP, step.answers, view)}
                backHref={calculatorStepHref(questions, questions[questions.length - 1]?.id ?? RESULT_STEP, step.answers)}
                startOverHref={startOverHref(questions)}
              />
            ) : null}
          </ContentStatus>
        );
      }
    }
  })();

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <ContentStatus
        status={questionsResource.key === language ? questionsResource.status : 'loading'}
        count={data ? questions.length : undefined}
        onRetry={retry}
      >
        {body}
      </ContentStatus>
    </PageShell>
  );
}
