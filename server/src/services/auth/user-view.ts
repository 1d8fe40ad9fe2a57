import type { users } from '../../db/schema/auth.js';
import { countryById } from './country-list.js';

type User = typeof users.$inferSelect;

/** What the client stores as `userVo`: the profile, never the hash or internal ids. */
export interface UserView {
  firstName: string;
  email: string;
  permissions: string[];
  age: number;
  /** English name of the nationality, as the signup form chose it. */
  country: string;
  /** ISO 3166 numeric id of the same nationality (the country list's `countryid`). */
  countryid: number;
  education: string;
}

export function toUserView(user: User): UserView {
  return {
    firstName: user.firstName,
    email: user.email,
    permissions: user.permissions,
    age: user.age,
    country: countryById(user.country)?.nameEN ?? '',
    countryid: user.country,
    education: user.education,
  };
}
