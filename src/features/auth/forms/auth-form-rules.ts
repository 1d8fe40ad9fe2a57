import { ageRule, matches, MESSAGE, passwordLengthRule, required, type FormRules } from '@/lib/account/validation';

/** Spec §5 rules of each auth form, by field. */
export type LoginField = 'email' | 'password';
export const loginRules: FormRules<LoginField> = {
  email: [required(MESSAGE.emailAddressRequired)],
  password: [required(MESSAGE.passwordRequired)],
};

export type SignupField = 'firstName' | 'age' | 'country' | 'education' | 'email' | 'password';
export const signupRules: FormRules<SignupField> = {
  firstName: [required(MESSAGE.nameRequired)],
  age: [ageRule],
  country: [required(MESSAGE.countryRequired)],
  education: [required(MESSAGE.educationRequired)],
  email: [required(MESSAGE.emailRequired)],
  password: [required(MESSAGE.passwordRequired), passwordLengthRule],
};

export type PasswordField = 'email' | 'password' | 'confirm';
export const passwordRules: FormRules<PasswordField> = {
  password: [required(MESSAGE.passwordRequired), passwordLengthRule],
  confirm: [required(MESSAGE.confirmRequired), matches('password')],
};

export type ForgetPasswordField = 'email';
export const forgetPasswordRules: FormRules<ForgetPasswordField> = {
  email: [required(MESSAGE.emailAddressRequired)],
};

export type SignupValues = Record<SignupField, string>;
