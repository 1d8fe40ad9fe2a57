/** Spec §3: the five education options. The English value is what the server stores; labels are localized. */
export const EDUCATION_OPTIONS = ['College', 'Undergraduate', 'Masters', 'Doctoral', 'Postdoctoral'] as const;
export type Education = (typeof EDUCATION_OPTIONS)[number];

export function educationMessageId(option: Education): string {
  return `account.education.${option}`;
}

export function isEducation(value: unknown): value is Education {
  return typeof value === 'string' && (EDUCATION_OPTIONS as readonly string[]).includes(value);
}
