import { ageRule, MESSAGE, passwordLengthRule, required, type FormRules } from '@/lib/account/validation';

export type ProfileField = 'firstName' | 'age' | 'country' | 'education';
export type ProfileValues = Record<ProfileField, string>;

/** The registration rules of spec §5 for the fields the profile can edit. */
export const profileRules: FormRules<ProfileField> = {
  firstName: [required(MESSAGE.nameRequired)],
  age: [ageRule],
  country: [required(MESSAGE.countryRequired)],
  education: [required(MESSAGE.educationRequired)],
};

export type PasswordChangeField = 'currentPassword' | 'newPassword';
export const passwordChangeRules: FormRules<PasswordChangeField> = {
  currentPassword: [required(MESSAGE.passwordRequired)],
  newPassword: [required(MESSAGE.passwordRequired), passwordLengthRule],
};

/** Erasing the account asks for the current password again. */
export const erasureRules: FormRules<'password'> = {
  password: [required(MESSAGE.passwordRequired)],
};
