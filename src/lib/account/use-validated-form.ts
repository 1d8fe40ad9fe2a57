import { useState, type FormEvent } from 'react';
import { check, validateAll, type FormRules } from './validation';

export interface ValidatedForm<F extends string> {
  values: Record<F, string>;
  /** Message ids of the failures shown; a field shows its failure once it was left (blur) or a submit was tried. */
  errors: Partial<Record<F, string>>;
  setValue: (field: F, value: string) => void;
  /** Validates one field, as the spec's on-blur rules ask. */
  blur: (field: F) => void;
  /** The value, change, blur and error props of one field, to spread on a TextField. */
  field: (field: F) => { value: string; onChange: (value: string) => void; onBlur: () => void; errorId: string | undefined };
  /** Validates every field; calls `onValid` with the values only when all pass. */
  submit: (onValid: (values: Record<F, string>) => void) => (event?: FormEvent) => void;
}

/** Small form state with spec §5 on-blur validation; input is never lost on a failed submit. */
export function useValidatedForm<F extends string>(
  initial: Record<F, string>,
  rules: FormRules<F>,
  /** Show every failure from the start (Storybook, screenshots) as if a submit had been tried. */
  validateInitially = false,
): ValidatedForm<F> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(() => (validateInitially ? validateAll(rules, initial) : {}));

  const showCheck = (field: F, all: Record<F, string>, shown: Partial<Record<F, string>>) => {
    const failure = check(rules[field] ?? [], all[field] ?? '', all);
    const { [field]: _removed, ...rest } = shown;
    return (failure ? { ...rest, [field]: failure } : rest) as Partial<Record<F, string>>;
  };

  const setValue = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already showing an error is re-checked as the user types, so the message goes once fixed.
    if (field in errors) setErrors(showCheck(field, next, errors));
  };

  const blur = (field: F) => setErrors(showCheck(field, values, errors));

  const submit = (onValid: (values: Record<F, string>) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateAll(rules, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };

  const field = (name: F) => ({
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    onBlur: () => blur(name),
    errorId: errors[name],
  });

  return { values, errors, setValue, blur, field, submit };
}
