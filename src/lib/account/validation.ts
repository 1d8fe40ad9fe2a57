import { AGE_MIN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants';

/**
 * Spec §5 field rules shared by the auth forms and the profile. A rule returns the message id of the failure, or
 * undefined. The English texts are the spec's exactly.
 */
export type Rule = (value: string, all: Record<string, string>) => string | undefined;

export const required =
  (messageId: string): Rule =>
  (value) =>
    value.trim() === '' ? messageId : undefined;

export const ageRule: Rule = (value) => {
  if (value.trim() === '') return 'account.validation.ageRequired';
  const age = Number(value);
  return Number.isFinite(age) && age >= AGE_MIN ? undefined : 'account.validation.ageMin';
};

/** A new password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters (counted as the server counts them). */
export const passwordLengthRule: Rule = (value) => {
  const length = [...value].length;
  return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH ? 'account.validation.passwordLength' : undefined;
};

export const matches =
  (field: string): Rule =>
  (value, all) =>
    value !== (all[field] ?? '') ? 'account.validation.passwordMismatch' : undefined;

/** The first failing rule's message id. */
export function check(rules: readonly Rule[], value: string, all: Record<string, string>): string | undefined {
  for (const rule of rules) {
    const failure = rule(value, all);
    if (failure) return failure;
  }
  return undefined;
}

export type FormRules<F extends string> = Partial<Record<F, readonly Rule[]>>;

export function validateAll<F extends string>(rules: FormRules<F>, values: Record<F, string>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const failure = check(rules[field] ?? [], values[field] ?? '', values);
    if (failure) errors[field] = failure;
  }
  return errors;
}

export const MESSAGE = {
  emailAddressRequired: 'account.validation.emailAddressRequired',
  emailRequired: 'account.validation.emailRequired',
  passwordRequired: 'account.validation.passwordRequired',
  confirmRequired: 'account.validation.confirmRequired',
  nameRequired: 'account.validation.nameRequired',
  educationRequired: 'account.validation.educationRequired',
  countryRequired: 'account.validation.countryRequired',
} as const;
