import { useIntl } from 'react-intl';
import { Field, NativeSelect } from '@chakra-ui/react';
import { EDUCATION_OPTIONS, educationMessageId } from '@/lib/account/education';

export interface EducationSelectProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errorId?: string | undefined;
  required?: boolean;
}

/** The five education options of spec §3; the English value is submitted, the label is localized. */
export function EducationSelect({ value, onChange, onBlur, errorId, required }: EducationSelectProps) {
  const intl = useIntl();
  return (
    <Field.Root invalid={Boolean(errorId)} required={required}>
      <Field.Label>
        {intl.formatMessage({ id: 'account.field.education' })}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="education"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        >
          <option value="">{intl.formatMessage({ id: 'account.education.placeholder' })}</option>
          {EDUCATION_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: educationMessageId(option) })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errorId ? (
        <Field.ErrorText color="red.700" data-testid="education-error">
          {intl.formatMessage({ id: errorId })}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
