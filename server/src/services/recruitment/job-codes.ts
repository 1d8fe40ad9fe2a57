/**
 * The job board's enumerations (issue #10): one source of truth for the server — query schemas, seed validation,
 * saved searches, uploads and the console import them from here. The client mirrors them in
 * `src/features/employment/api/employment-api.ts`.
 */
export { APPLICATION_STATUSES, type ApplicationStatus } from '../../db/schema/recruitment.js';

export const JOB_CATEGORIES = [
  'software',
  'dataAi',
  'research',
  'finance',
  'marketing',
  'design',
  'operations',
  'education',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** Spec §3. A `negotiation` job may leave its salary open (both bounds null). */
export const RECRUITMENT_TYPES = ['negotiation', 'campus', 'social', 'internship'] as const;
export type RecruitmentType = (typeof RECRUITMENT_TYPES)[number];

/**
 * Monthly salary ranges in RMB, as filter codes. `min` is inclusive, `max` exclusive (null = unbounded); a job matches
 * when its [salaryMin, salaryMax] overlaps the range.
 */
export const SALARY_RANGES = {
  lt10k: { min: 0, max: 10_000 },
  '10to20k': { min: 10_000, max: 20_000 },
  '20to30k': { min: 20_000, max: 30_000 },
  '30to50k': { min: 30_000, max: 50_000 },
  gte50k: { min: 50_000, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;
export type SalaryRange = keyof typeof SALARY_RANGES;
export const SALARY_RANGE_CODES = Object.keys(SALARY_RANGES) as SalaryRange[];

/** `newest`: posted date descending (default); `closing`: closing date ascending, open jobs first. */
export const JOB_SORTS = ['newest', 'closing'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const RESUME_MAX_BYTES = 6 * 1024 * 1024;
export const RESUME_TYPES = ['pdf', 'doc', 'docx', 'jpg', 'png'] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];

export const JOB_PAGE_SIZE_DEFAULT = 12;
export const JOB_PAGE_SIZE_MAX = 50;
/** How many saved searches one account may keep. */
export const SAVED_SEARCHES_MAX = 10;

/** Whether a job's salary interval overlaps a range; a negotiable job (no salary) matches none. */
export function salaryOverlaps(range: SalaryRange, salaryMin: number | null, salaryMax: number | null): boolean {
  if (salaryMin === null || salaryMax === null) return false;
  const { min, max } = SALARY_RANGES[range];
  return salaryMax >= min && (max === null || salaryMin < max);
}
