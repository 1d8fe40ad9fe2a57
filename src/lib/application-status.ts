/**
 * Where a résumé sent to a job stands, in the order a recruiter moves it; the applicant's list and the staff console
 * both show it. Mirrors the server's `APPLICATION_STATUSES` (server/src/db/schema/recruitment.ts).
 */
export const APPLICATION_STATUSES = ['delivered', 'viewed', 'shortlisted', 'notSelected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
