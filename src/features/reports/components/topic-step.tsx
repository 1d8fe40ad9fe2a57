import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import type { FormFailure } from '@/lib/account/form-failure';
import type { Country } from '@/lib/account/countries';
import type { AnswerValue, ReportAnswers, ReportQuestion, Topic } from '../api/reports-api';
import type { AnswerProblems } from '../store/report-answers';
import { problemText, questionAnchor, QuestionField } from './question-field';
import { TopicProgress } from './topic-progress';

export interface TopicStepProps {
  topics: readonly Pick<Topic, 'id' | 'title'>[];
  topic: Topic;
  /** The topic's questions that are asked, given the answers (showIf applied). */
  questions: readonly ReportQuestion[];
  /** 1-based place of this topic. */
  place: number;
  answers: ReportAnswers;
  problems: AnswerProblems;
  countries: readonly Country[];
  generating?: boolean;
  failure?: FormFailure | null;
  onChange: (question: string, value: AnswerValue | undefined) => void;
  onPrevious: () => void;
  onNext: () => void;
  onGenerate: () => void;
}

/** Focus moves to a question's first control (the combobox's input for a country). */
function focusQuestion(id: string): void {
  const target =
    document.getElementById(questionAnchor(id))?.closest('[data-question]')?.querySelector<HTMLElement>('input') ??
    document.getElementById(questionAnchor(id));
  target?.focus();
}

/**
 * One topic of the questionnaire: its questions, then previous and next (generate on the last topic). Problems are
 * listed above the form, each a link to its question, and shown at the question itself.
 */
export function TopicStep({
  topics,
  topic,
  questions,
  place,
  answers,
  problems,
  countries,
  generating = false,
  failure = null,
  onChange,
  onPrevious,
  onNext,
  onGenerate,
}: TopicStepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const last = place === topics.length;
  const shown = questions.filter((question) => problems[question.id]);
  const summary = useRef<HTMLDivElement>(null);
  const shownKey = shown.map((question) => question.id).join(' ');

  // A new list of problems (after next, generate or the server's refusal) takes the focus, so it is read out.
  useEffect(() => {
    if (shownKey) summary.current?.focus();
  }, [shownKey]);

  return (
    <Box maxW="3xl">
      <TopicProgress topics={topics} current={place} />
      <chakra.form
        noValidate
        aria-labelledby="report-topic-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (last) onGenerate();
          else onNext();
        }}
      >
        <Heading as="h2" id="report-topic-title" size="xl" mb="2">
          {topic.title}
        </Heading>
        <Text color="fg.muted" mb="6">
          {topic.intro}
        </Text>
        {shown.length > 0 ? (
          <Box
            ref={summary}
            tabIndex={-1}
            role="alert"
            borderWidth="2px"
            borderColor="red.700"
            borderRadius="md"
            p="4"
            mb="6"
            data-testid="problem-summary"
          >
            <Text fontWeight="semibold" mb="2">
              {t('report.problems.title')}
            </Text>
            <Stack as="ul" gap="1" ps="5" m="0">
              {shown.map((question) => (
                <li key={question.id}>
                  <Link
                    href={`#${questionAnchor(question.id)}`}
                    color="red.700"
                    textDecoration="underline"
                    onClick={(event) => {
                      event.preventDefault();
                      focusQuestion(question.id);
                    }}
                  >
                    {question.label}: {problemText(intl, problems[question.id]!)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}
        <Stack gap="7">
          {questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id]}
              problem={problems[question.id]}
              countries={countries}
              onChange={(value) => onChange(question.id, value)}
            />
          ))}
        </Stack>
        {failure ? (
          <Box mt="6">
            <FormAlert failure={failure} />
          </Box>
        ) : null}
        <Flex mt="8" gap="3" wrap="wrap" justify="space-between">
          <Button type="button" variant="outline" onClick={onPrevious} data-testid="report-previous">
            {t('report.step.previous')}
          </Button>
          <SubmitButton loading={generating} data-testid={last ? 'report-generate' : 'report-next'}>
            {t(last ? 'report.step.generate' : 'report.step.next')}
          </SubmitButton>
        </Flex>
      </chakra.form>
    </Box>
  );
}
