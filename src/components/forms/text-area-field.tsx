import { useIntl } from 'react-intl';
import { Field, Textarea } from '@chakra-ui/react';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Message id of the validation failure shown under the field. */
  errorId?: string | undefined;
  /** Shown under the field while it has no error, e.g. how much may be written. */
  helperText?: string;
  rows?: number;
  maxLength?: number;
}

/** A labelled multi-line input with its validation message, like TextField. */
export function TextAreaField({ name, label, value, onChange, onBlur, errorId, helperText, rows = 5, maxLength }: TextAreaFieldProps) {
  const intl = useIntl();
  return (
    <Field.Root invalid={Boolean(errorId)}>
      <Field.Label>{label}</Field.Label>
      <Textarea name={name} value={value} rows={rows} maxLength={maxLength} bg="bg" onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      {errorId ? (
        <Field.ErrorText color="red.700" data-testid={`${name}-error`}>
          {intl.formatMessage({ id: errorId })}
        </Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
