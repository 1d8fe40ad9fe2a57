import type { PageData, PageHeadOf, PageRequest } from '@/lib/router/page-data';
import { questionnaireRequested, reportKey, reportRequested, reportsSlice, type ReportsState } from './reports-slice';
// Importing the section's page data brings its store: its slice and sagas start here.
import './reports-feature';

type State = { reports?: ReportsState };

/** The report a reportstep URL names (`?report=<id>`), or null for a questionnaire step. */
export function reportIdOf(searchParams: URLSearchParams): string | null {
  const id = searchParams.get('report')?.trim();
  return id ? id : null;
}

/** The intro lists the five topics: the questionnaire in the page's language, unless already held. */
export const reportsPageData: PageData<State> = ({ language }, { reports = reportsSlice.getInitialState() }) =>
  reports.questionnaire.key === language ? [] : [questionnaireRequested(language)];

/**
 * A step needs the questionnaire; a generated report (the share link) needs that report in the page's language, so
 * it is rendered on the server and a language switch asks for it again.
 */
export const reportStepPageData: PageData<State> = (request, state) => {
  const id = reportIdOf(request.searchParams);
  if (id === null) return reportsPageData(request, state);
  const { reports = reportsSlice.getInitialState() } = state;
  return reports.report.key === reportKey(id, request.language) ? [] : [reportRequested(id, request.language)];
};

/**
 * A report is the visitor's own (shared by link only): its page is kept out of search engines and out of the page
 * cache, so a deleted or expired report is never served again from there.
 */
export const reportStepHead: PageHeadOf<State> = ({ searchParams }: PageRequest) =>
  reportIdOf(searchParams) === null ? undefined : { personal: true };
