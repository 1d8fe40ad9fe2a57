import { api } from '@/lib/http/api';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';

/*
 * The job board's enumerations, mirrored from the server's `server/src/services/recruitment/job-codes.ts` (the client
 * may not import server code): the filters offer exactly these codes and the URL accepts nothing else.
 */
export const JOB_CATEGORIES = ['software', 'dataAi', 'research', 'finance', 'marketing', 'design', 'operations', 'education'] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** Spec §3. A `negotiation` job may leave its salary open (both bounds null). */
export const RECRUITMENT_TYPES = ['negotiation', 'campus', 'social', 'internship'] as const;
export type RecruitmentType = (typeof RECRUITMENT_TYPES)[number];

/**
 * Monthly salary ranges in RMB, as filter codes: `min` inclusive, `max` exclusive (null: no upper bound). A job matches
 * when its own range overlaps.
 */
export const SALARY_RANGE_BOUNDS = {
  lt10k: { min: 0, max: 10_000 },
  '10to20k': { min: 10_000, max: 20_000 },
  '20to30k': { min: 20_000, max: 30_000 },
  '30to50k': { min: 30_000, max: 50_000 },
  gte50k: { min: 50_000, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;
export type SalaryRange = keyof typeof SALARY_RANGE_BOUNDS;
export const SALARY_RANGES = Object.keys(SALARY_RANGE_BOUNDS) as SalaryRange[];

/** `newest`: posted date, newest first (the default); `closing`: closing date, soonest first, open jobs first. */
export const JOB_SORTS = ['newest', 'closing'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOBS_PAGE_SIZE = 12;

/** What the board shows: the keyword, categories (any of them), one salary range, types (any), the order and page. */
export interface JobQuery {
  keyword: string;
  category: JobCategory[];
  salary: SalaryRange | null;
  type: RecruitmentType[];
  sort: JobSort;
  page: number;
}

export interface JobSummary {
  documentNo: string;
  title: string;
  company: string;
  /** The International Talent Hub enterprise (`ITH-0001`…) that posts the job. */
  enterpriseNo: string;
  category: JobCategory;
  recruitmentType: RecruitmentType;
  /** Monthly RMB; both null when the salary is negotiable. */
  salaryMin: number | null;
  salaryMax: number | null;
  workplace: string;
  recruits: number;
  postedAt: string;
  closesAt: string;
  /** Computed by the server at the time of the request: a closed job stays readable but takes no résumé. */
  closed: boolean;
  /** The language of the text served: CN when the requested translation is missing. */
  language: Language;
}

export interface JobDetail extends JobSummary {
  /** Paragraphs separated by blank lines. */
  description: string;
  workContent: string[];
  benefits: string[];
  address: string;
  mapQuery: string;
  enterpriseIntro: string;
  /** At most four open jobs, of the same category first, never this one. */
  similar: JobSummary[];
}

export const employmentApi = {
  list: (query: JobQuery, language: Language) =>
    api.get<Page<JobSummary>>('/api/jobs', {
      params: {
        language,
        keyword: query.keyword.trim() || undefined,
        category: query.category,
        salary: query.salary ?? undefined,
        type: query.type,
        sort: query.sort,
        page: query.page,
        pageSize: JOBS_PAGE_SIZE,
      },
    }),
  /** A missing job is shown as such on the page, so no error toast. */
  detail: (documentNo: string, language: Language) =>
    api.get<JobDetail>('/api/jobs/detail', { params: { documentNo, language }, silent: true }),
};
