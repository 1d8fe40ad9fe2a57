import type { InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Field, Input } from '@chakra-ui/react';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Message id of the validation failure shown under the field. */
  errorId?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'number';
  placeholder?: string;
  readOnly?: boolean;
  required?: boolean;
  autoComplete?: string;
  /** Shown under the field while it has no error, e.g. the expected format. */
  helperText?: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'type' | 'name' | 'size'>;
}

/** A labelled input with its validation message (spec §5), wired for screen readers by Chakra's Field. */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  errorId,
  type = 'text',
  placeholder,
  readOnly,
  required,
  autoComplete,
  helperText,
  inputProps,
}: TextFieldProps) {
  const intl = useIntl();
  return (
    <Field.Root invalid={Boolean(errorId)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        bg={readOnly ? 'bg.muted' : 'bg'}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...inputProps}
      />
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
