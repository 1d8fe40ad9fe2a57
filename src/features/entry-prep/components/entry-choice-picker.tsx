import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box, Button, chakra, Grid, Text } from '@chakra-ui/react';
import { pageRoutes } from '@/lib/routes';
import { ENTRY_IDENTITIES, ENTRY_TIMINGS, type EntryChoice } from '../entry-choice';

export interface EntryChoicePickerProps {
  /** The answers given so far (from the URL). */
  choice: Partial<EntryChoice>;
  /** An answer changed: the page keeps it in the URL. */
  onChange: (choice: Partial<EntryChoice>) => void;
  /** Both answers given and "show my steps" pressed. */
  onSubmit: (choice: EntryChoice) => void;
  /** Show the "please choose" messages at once (a story of the refused form). */
  showErrors?: boolean;
}

interface OptionGroupProps<T extends string> {
  name: 'identity' | 'timing';
  values: readonly T[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** Shown under the legend when nothing is chosen and the form was sent. */
  error: boolean;
}

/** One question as a fieldset of radio cards: the native radios keep arrow keys, Tab and screen readers working. */
function OptionGroup<T extends string>({ name, values, value, onChange, error }: OptionGroupProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby={error ? errorId : undefined} data-testid={`entry-${name}`}>
      <chakra.legend fontSize="lg" fontWeight="bold" color="brand.fg" mb="3" p="0">
        <FormattedMessage id={`entryPrep.picker.${name}.legend`} />
      </chakra.legend>
      {error ? (
        <Text id={errorId} role="alert" color="red.700" fontWeight="semibold" mb="3">
          <FormattedMessage id={`entryPrep.picker.${name}.missing`} />
        </Text>
      ) : null}
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
        {values.map((option) => {
          const checked = option === value;
          const titleId = `${id}-${option}`;
          const hintId = `${id}-${option}-hint`;
          return (
            <chakra.label
              key={option}
              display="flex"
              gap="3"
              alignItems="flex-start"
              p="4"
              minH="11"
              borderWidth="2px"
              borderRadius="lg"
              cursor="pointer"
              bg={checked ? 'brand.subtle' : 'bg'}
              borderColor={checked ? 'brand.solid' : error ? 'red.600' : 'border.emphasized'}
              _hover={{ borderColor: 'brand.solid' }}
              css={{ '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
              data-state={checked ? 'checked' : 'unchecked'}
            >
              <chakra.input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                aria-labelledby={titleId}
                aria-describedby={hintId}
                accentColor="brand.solid"
                w="5"
                h="5"
                mt="0.5"
                flexShrink={0}
              />
              <Box>
                <Text as="span" id={titleId} display="block" fontWeight="semibold" color="fg">
                  <FormattedMessage id={`entryPrep.${name}.${option}`} />
                </Text>
                <Text as="span" id={hintId} display="block" fontSize="sm" color="fg.muted" mt="1">
                  <FormattedMessage id={`entryPrep.${name}.${option}.hint`} />
                </Text>
              </Box>
            </chakra.label>
          );
        })}
      </Grid>
    </chakra.fieldset>
  );
}

/**
 * The entry-preparation picker (spec §2 preparationforentry): who the visitor is and whether they are before or after
 * entry. A plain GET form to the steps page, so it works before the scripts have loaded too; once they have, the
 * page keeps each answer in the URL and moves to the steps without a reload.
 */
export function EntryChoicePicker({ choice, onChange, onSubmit, showErrors = false }: EntryChoicePickerProps) {
  const [sent, setSent] = useState(showErrors);
  // Answers show at once, before the URL (which the router updates in a transition) catches up; a URL changed from
  // elsewhere (Back, a link) replaces them.
  const [answers, setAnswers] = useState(choice);
  const [given, setGiven] = useState(choice);
  if (given.identity !== choice.identity || given.timing !== choice.timing) {
    setGiven(choice);
    setAnswers(choice);
  }
  const form = useRef<HTMLFormElement>(null);

  const answer = (next: Partial<EntryChoice>) => {
    setAnswers(next);
    onChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { identity, timing } = answers;
    if (identity && timing) {
      onSubmit({ identity, timing });
      return;
    }
    setSent(true);
    // The first unanswered question takes the focus, so its message is read out and the answer is one arrow away.
    form.current?.querySelector<HTMLInputElement>(`input[name="${identity ? 'timing' : 'identity'}"]`)?.focus();
  };

  return (
    <chakra.form ref={form} method="get" action={pageRoutes.preparationforentryStep} onSubmit={submit} noValidate display="grid" gap="8" data-testid="entry-picker">
      <OptionGroup
        name="identity"
        values={ENTRY_IDENTITIES}
        value={answers.identity}
        onChange={(identity) => answer({ ...answers, identity })}
        error={sent && !answers.identity}
      />
      <OptionGroup name="timing" values={ENTRY_TIMINGS} value={answers.timing} onChange={(timing) => answer({ ...answers, timing })} error={sent && !answers.timing} />
      <Box>
        <Button type="submit" colorPalette="brand" size="lg">
          <FormattedMessage id="entryPrep.picker.submit" />
        </Button>
      </Box>
    </chakra.form>
  );
}
