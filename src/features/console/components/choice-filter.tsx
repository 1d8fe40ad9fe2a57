import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react';

export interface ChoiceFilterProps<T extends string> {
  /** The form field's name (and query parameter). */
  name: string;
  label: string;
  /** The first option: no filter. */
  allLabel: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T | undefined;
  /** The choice made, or undefined for "all" (or a value that is not one of the choices). */
  onChange: (value: T | undefined) => void;
  /** The field's size in its filter row. */
  size?: Pick<FieldRootProps, 'flex' | 'minW' | 'maxW'>;
}

/** A console list filter on one code (status, role…): a labelled native select whose first option is "all". */
export function ChoiceFilter<T extends string>({ name, label, allLabel, choices, labelOf, value, onChange, size }: ChoiceFilterProps<T>) {
  return (
    <Field.Root {...size}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          bg="bg"
          value={value ?? ''}
          onChange={(event) => onChange(choices.find((choice) => choice === event.currentTarget.value))}
        >
          <option value="">{allLabel}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labelOf(choice)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
