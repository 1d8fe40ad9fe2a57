/**
 * The signed-in user's applications and saved searches, shaped like GET /api/recruitment/applications and
 * /saved-searches, built on the job board fixtures (trilingual titles and companies) with fixed dates.
 */
import type { ApplicationStatus, ApplicationView, SavedSearch } from '@/features/employment/api/applications-api';
import type { JobSummary } from '@/features/employment/api/employment-api';
import type { ApplicationsState } from '@/features/employment/store/applications-slice';
import type { Language } from '@/lib/i18n/languages';
import { jobSummaries } from '../../fixtures/jobs';

export const STORY_TOKEN = 'story-token';
/** A signed-in session as the auth feature keeps it (stories preload it). */
export const SIGNED_IN_SESSION = { user: { firstName: 'Ada', email: 'ada@example.org' }, token: STORY_TOKEN };

/** The first open job of the board fixtures, and the closed one. */
export function openJob(language: Language): JobSummary {
  return jobSummaries(language).find((job) => !job.closed)!;
}
export function closedJob(language: Language): JobSummary {
  return jobSummaries(language).find((job) => job.closed)!;
}

const STATUSES: ApplicationStatus[] = ['viewed', 'delivered', 'shortlisted', 'notSelected', 'withdrawn'];
const FILE_NAMES = ['Ada_Lovelace_CV.pdf', '简历-Ada.docx', 'resume-2026.pdf', 'portfolio.png', 'cv.doc'];

/** One application per status, newest first, to the first five fixture jobs. */
export function applicationsOf(language: Language): ApplicationView[] {
  return jobSummaries(language)
    .slice(0, STATUSES.length)
    .map((job, index) => ({
      id: 100 + index,
      jobNo: job.documentNo,
      jobTitle: job.title,
      company: job.company,
      enterpriseNo: job.enterpriseNo,
      status: STATUSES[index]!,
      fileName: FILE_NAMES[index]!,
      fileType: (FILE_NAMES[index]!.split('.').pop() ?? 'pdf') as ApplicationView['fileType'],
      fileSize: 240_000 + index * 51_000,
      deliveredAt: `2026-03-${String(15 - index * 2).padStart(2, '0')}T02:30:00.000Z`,
      updatedAt: `2026-03-${String(16 - index).padStart(2, '0')}T06:00:00.000Z`,
      retainUntil: '2026-10-22T15:59:59.000Z',
    }));
}

export const SAVED_SEARCHES: SavedSearch[] = [
  { id: 3, query: { keyword: 'engineer', category: ['software', 'dataAi'], salary: '20to30k', type: ['social'] }, createdAt: '2026-03-12T01:00:00.000Z' },
  { id: 2, query: { category: ['finance'], type: ['campus', 'internship'] }, createdAt: '2026-03-02T01:00:00.000Z' },
  { id: 1, query: {}, createdAt: '2026-02-20T01:00:00.000Z' },
];

/** The applications slice of a signed-in store, its lists loaded. */
export function applicationsState(items: ApplicationView[], overrides: Partial<ApplicationsState> = {}): ApplicationsState {
  return {
    owner: STORY_TOKEN,
    list: { status: 'ready', items },
    withdrawing: [],
    delivery: { jobNo: null, status: 'idle', loaded: 0, total: 0, failure: null },
    savedSearches: { status: 'ready', items: SAVED_SEARCHES, deleting: [] },
    saveSearch: { status: 'idle', key: null, failure: null },
    ...overrides,
  };
}
