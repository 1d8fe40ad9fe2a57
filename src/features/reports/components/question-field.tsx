import { Suspense, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Box, chakra, Field, Flex, Input, Text } from '@chakra-ui/react';
import type { Country } from '@/lib/account/countries';
import { lazyWithRetry } from '@/lib/chunk-load';
import type { AnswerValue, ReportQuestion } from '../api/reports-api';
import type { QuestionError } from '../store/report-answers';

export interface QuestionFieldProps {
  question: ReportQuestion;
  value: AnswerValue | undefined;
  problem?: QuestionError | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  /** The country list for a country question (loaded by the page). */
  countries: readonly Country[];
}

/**
 * The country field (a searchable list, the largest part of the form's code) comes when a question needs it: only a
 * foreign national is asked the nationality, and the report view never is.
 */
const CountryCombobox = lazyWithRetry(async () => ({ default: (await import('@/components/forms/country-combobox')).CountryCombobox }));

/** The element a problem summary links to and focus moves to: the question's first control. */
export const questionAnchor = (id: string) => `question-${id}`;

export function problemText(intl: IntlShape, problem: QuestionError): string {
  return 'text' in problem ? problem.text : intl.formatMessage({ id: problem.messageId }, problem.values);
}

const chipStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderRadius: 'md',
  cursor: 'pointer',
  css: { '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } },
} as const;

/** One choice drawn as a bordered chip; the native input keeps arrow keys, space and screen readers. */
interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  id?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

function Choice({ type, name, value, id, checked, onChange, children }: ChoiceProps) {
  return (
    <chakra.label
      {...chipStyle}
      bg={checked ? 'brand.subtle' : 'bg'}
      borderColor={checked ? 'brand.solid' : 'border.emphasized'}
      color={checked ? 'brand.fg' : 'fg'}
      fontWeight={checked ? 'semibold' : 'normal'}
    >
      <chakra.input type={type} name={name} value={value} id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} accentColor="brand.solid" />
      {children}
    </chakra.label>
  );
}

function OptionalMark() {
  const intl = useIntl();
  return (
    <chakra.span fontWeight="normal" color="fg.muted" ms="1">
      {intl.formatMessage({ id: 'report.question.optional' })}
    </chakra.span>
  );
}

/**
 * A group of choices (single, multi, yes/no) as a fieldset whose legend is the question; its help and its problem
 * are read with it (aria-describedby).
 */
function ChoiceGroup({ question, problem, children }: { question: ReportQuestion; problem: string | undefined; children: ReactNode }) {
  const helpId = `${questionAnchor(question.id)}-help`;
  const errorId = `${questionAnchor(question.id)}-error`;
  const describedBy = [question.help ? helpId : null, problem ? errorId : null].filter(Boolean).join(' ');
  return (
    <chakra.fieldset border="0" m="0" p="0" minW="0" aria-describedby={describedBy || undefined} data-question={question.id} data-invalid={problem ? '' : undefined}>
      <chakra.legend fontWeight="semibold" mb="1" color="fg">
        {question.label}
        {question.required ? null : <OptionalMark />}
      </chakra.legend>
      {question.help ? (
        <Text id={helpId} fontSize="sm" color="fg.muted" mb="2">
          {question.help}
        </Text>
      ) : null}
      {problem ? (
        <Text id={errorId} color="red.700" fontSize="sm" fontWeight="semibold" mb="2" data-testid={`${question.id}-error`}>
          {problem}
        </Text>
      ) : null}
      <Flex gap="2" wrap="wrap" mt={question.help || problem ? '0' : '1'}>
        {children}
      </Flex>
    </chakra.fieldset>
  );
}

/** One question of the questionnaire, drawn by its kind: single, multi, number, country or yes/no. */
export function QuestionField({ question, value, problem, onChange, countries }: QuestionFieldProps) {
  const intl = useIntl();
  const problemShown = problem ? problemText(intl, problem) : undefined;
  const anchor = questionAnchor(question.id);
  const options = question.options ?? [];

  switch (question.kind) {
    case 'single':
      return (
        <ChoiceGroup question={question} problem={problemShown}>
          {options.map((option, index) => (
            <Choice key={option.id} type="radio" name={question.id} value={option.id} id={index === 0 ? anchor : undefined} checked={value === option.id} onChange={() => onChange(option.id)}>
              {option.label}
            </Choice>
          ))}
        </ChoiceGroup>
      );
    case 'multi': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <ChoiceGroup question={question} problem={problemShown}>
          {options.map((option, index) => (
            <Choice
              key={option.id}
              type="checkbox"
              name={question.id}
              value={option.id}
              id={index === 0 ? anchor : undefined}
              checked={chosen.includes(option.id)}
              onChange={(on) => {
                // The options' order, whatever the order of the clicks.
                const next = options.map((each) => each.id).filter((id) => (id === option.id ? on : chosen.includes(id)));
                onChange(next.length > 0 ? next : undefined);
              }}
            >
              {option.label}
            </Choice>
          ))}
        </ChoiceGroup>
      );
    }
    case 'boolean':
      return (
        <ChoiceGroup question={question} problem={problemShown}>
          <Choice type="radio" name={question.id} value="true" id={anchor} checked={value === true} onChange={() => onChange(true)}>
            {intl.formatMessage({ id: 'report.answer.yes' })}
          </Choice>
          <Choice type="radio" name={question.id} value="false" checked={value === false} onChange={() => onChange(false)}>
            {intl.formatMessage({ id: 'report.answer.no' })}
          </Choice>
        </ChoiceGroup>
      );
    case 'country': {
      const chosen = countries.find((country) => String(country.countryid) === String(value ?? ''));
      return (
        <Box data-question={question.id} id={anchor} data-invalid={problemShown ? '' : undefined}>
          <Suspense fallback={<Text color="fg.muted">{question.label}</Text>}>
            <CountryCombobox
            countries={countries}
            name={question.id}
            label={question.label}
            value={chosen?.nameEN ?? ''}
            onChange={(nameEN) => {
              const country = countries.find((each) => each.nameEN === nameEN);
              onChange(country ? String(country.countryid) : undefined);
            }}
            errorText={problemShown}
            helperText={question.help}
            required={question.required}
            />
          </Suspense>
        </Box>
      );
    }
    case 'number':
      return (
        <Field.Root id={anchor} invalid={Boolean(problemShown)} data-question={question.id}>
          <Field.Label>
            {question.label}
            {question.required ? null : <OptionalMark />}
          </Field.Label>
          <Flex align="center" gap="2">
            <Input
              name={question.id}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxW="40"
              bg="bg"
              value={value === undefined ? '' : String(value)}
              onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
            />
            {question.unit ? <Text color="fg.muted">{question.unit}</Text> : null}
          </Flex>
          {problemShown ? (
            <Field.ErrorText color="red.700" data-testid={`${question.id}-error`}>
              {problemShown}
            </Field.ErrorText>
          ) : question.help ? (
            <Field.HelperText>{question.help}</Field.HelperText>
          ) : null}
        </Field.Root>
      );
  }
}
