import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { pageRoutes } from '@/lib/routes';
import type { CalculatorAnswers, CalculatorQuestion } from '../api/calculator-api';
import { STEP_PARAM } from '../calculator-steps';

export const STEP_HEADING_ID = 'calculator-step-heading';

export interface CalculatorQuestionFormProps {
  /** Every question in page order: the others' answers travel with the form. */
  questions: CalculatorQuestion[];
  /** The one asked, from 0. */
  index: number;
  answers: CalculatorAnswers;
  /** The step after this one: the next question's id, or `result`. */
  nextStep: string;
  backHref: string;
  /** The visitor's choice, to go on with (the form also works as a plain GET form before the app has started). */
  onAnswer: (optionId: string) => void;
}

/**
 * One question per page (GOV.UK style): the question as the fieldset's legend, its options as radio buttons with
 * their hints, the progress, Back and Next. The earlier and later answers ride along as hidden fields, so the form
 * submits the next step's URL even without the app.
 */
export function CalculatorQuestionForm({ questions, index, answers, nextStep, backHref, onAnswer }: CalculatorQuestionFormProps) {
  const intl = useIntl();
  const question = questions[index]!;
  const [selected, setSelected] = useState<string | undefined>(answers[question.id]);
  const [showError, setShowError] = useState(false);
  const ids = useId();
  const errorId = `${ids}-error`;
  const helpId = `${ids}-help`;
  const hidden = (list: CalculatorQuestion[]) =>
    list.flatMap((other) => (answers[other.id] === undefined ? [] : [<input key={other.id} type="hidden" name={other.id} value={answers[other.id]} />]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected === undefined) {
      setShowError(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    onAnswer(selected);
  };

  const describedBy = [question.help ? helpId : undefined, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <chakra.form method="get" action={pageRoutes.calculatorQuestion} noValidate onSubmit={submit} maxW="3xl" data-testid="calculator-question">
      <input type="hidden" name={STEP_PARAM} value={nextStep} />
      {hidden(questions.slice(0, index))}
      <Text fontSize="sm" color="fg.muted" mb="2" data-testid="calculator-progress">
        <FormattedMessage id="calculator.question.progress" values={{ step: index + 1, total: questions.length }} />
      </Text>
      <Box h="2" bg="bg.muted" borderRadius="full" mb="6" overflow="hidden" aria-hidden="true">
        <Box h="full" bg="brand.solid" borderRadius="full" w={`${((index + 1) / questions.length) * 100}%`} />
      </Box>
      <chakra.fieldset border="0" m="0" p="0" minW="0" aria-describedby={describedBy} aria-invalid={showError || undefined}>
        <chakra.legend p="0" mb="2" w="full">
          <Heading as="h2" size="xl" id={STEP_HEADING_ID} tabIndex={-1} outline="none" color="fg">
            {question.title}
          </Heading>
        </chakra.legend>
        {question.help ? (
          <Text id={helpId} color="fg.muted" mb="4">
            {question.help}
          </Text>
        ) : null}
        {showError ? (
          <Text id={errorId} role="alert" color="fg.error" fontWeight="semibold" mb="3" data-testid="calculator-question-error">
            <FormattedMessage id="calculator.question.required" />
          </Text>
        ) : null}
        <chakra.div display="grid" gap="3" mt="4">
          {question.options.map((option) => {
            const checked = selected === option.id;
            const hintId = `${ids}-${option.id}-hint`;
            return (
              <chakra.label
                key={option.id}
                display="flex"
                alignItems="flex-start"
                gap="3"
                p="4"
                borderWidth="2px"
                borderRadius="md"
                cursor="pointer"
                bg={checked ? 'brand.subtle' : 'bg'}
                borderColor={checked ? 'brand.solid' : showError ? 'border.error' : 'border.emphasized'}
                _hover={{ borderColor: 'brand.solid' }}
                css={{ '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
              >
                <chakra.input
                  type="radio"
                  name={question.id}
                  value={option.id}
                  checked={checked}
                  onChange={() => {
                    setSelected(option.id);
                    setShowError(false);
                  }}
                  aria-describedby={option.hint ? hintId : undefined}
                  accentColor="brand.solid"
                  w="5"
                  h="5"
                  mt="0.5"
                  flexShrink={0}
                />
                <chakra.span display="grid" gap="1">
                  <chakra.span fontWeight="semibold">{option.label}</chakra.span>
                  {option.hint ? (
                    <chakra.span id={hintId} fontSize="sm" color="fg.muted">
                      {option.hint}
                    </chakra.span>
                  ) : null}
                </chakra.span>
              </chakra.label>
            );
          })}
        </chakra.div>
      </chakra.fieldset>
      {hidden(questions.slice(index + 1))}
      <Flex gap="4" mt="8" align="center" wrap="wrap">
        <Button type="submit" colorPalette="brand" size="lg" data-testid="calculator-next">
          <FormattedMessage id={index === questions.length - 1 ? 'calculator.question.finish' : 'calculator.question.next'} />
        </Button>
        <Button asChild variant="ghost" colorPalette="brand" size="lg">
          <RouterLink to={backHref} rel="prev" data-testid="calculator-back">
            {intl.formatMessage({ id: 'calculator.back' })}
          </RouterLink>
        </Button>
      </Flex>
    </chakra.form>
  );
}
