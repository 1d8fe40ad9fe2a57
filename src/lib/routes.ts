/**
 * Every path of the product (spec §2), by route name. The router, the header, the footer and the tests import these;
 * nobody types a path by hand.
 */
export const AUTH_BASE = '/auth';
export const PAGES_BASE = '/pages';

export const authRoutes = {
  login: `${AUTH_BASE}/login`,
  signin: `${AUTH_BASE}/signin`,
  activation: `${AUTH_BASE}/activation`,
  forgetActivation: `${AUTH_BASE}/forgetActivation`,
  setPassword: `${AUTH_BASE}/setPassword`,
  resetPassword: `${AUTH_BASE}/resetPassword`,
  forgetPassword: `${AUTH_BASE}/forgetPassword`,
} as const;

export const pageRoutes = {
  home: `${PAGES_BASE}/home`,
  talentBenefits: `${PAGES_BASE}/talentBenefits`,
  talentBenefitsDetail: `${PAGES_BASE}/talentBenefits/detail`,
  employment: `${PAGES_BASE}/employment`,
  employmentDetail: `${PAGES_BASE}/employment/detail`,
  events: `${PAGES_BASE}/events`,
  eventsDetail: `${PAGES_BASE}/events/detail`,
  preparationforentry: `${PAGES_BASE}/preparationforentry`,
  preparationforentryStep: `${PAGES_BASE}/preparationforentry/step`,
  calculator: `${PAGES_BASE}/calculator`,
  calculatorQuestion: `${PAGES_BASE}/calculator/question`,
  services: `${PAGES_BASE}/services`,
  serviceDetail: `${PAGES_BASE}/services/serviceDetail`,
  reports: `${PAGES_BASE}/reports`,
  reportstep: `${PAGES_BASE}/reports/reportstep`,
  app: `${PAGES_BASE}/app`,
  hkmacao: `${PAGES_BASE}/hkmacao`,
  hkmacaoDetail: `${PAGES_BASE}/hkmacao/detail`,
  study: `${PAGES_BASE}/study`,
  work: `${PAGES_BASE}/work`,
  invest: `${PAGES_BASE}/invest`,
  life: `${PAGES_BASE}/life`,
  about: `${PAGES_BASE}/about`,
  ith: `${PAGES_BASE}/ith`,
  lifepage: `${PAGES_BASE}/lifepage`,
  lifedetail: `${PAGES_BASE}/lifepage/detail`,
  profile: `${PAGES_BASE}/profile`,
  /** Site search (issue #14): `?q=` the words, `section=` a filter, `page=`. */
  search: `${PAGES_BASE}/search`,
} as const;

/**
 * The staff console (issue #10): rendered in the browser only, on the web entry, outside the spec's route table
 * (`routes` below), so no sitemap, server render or public test picks it up. Its screens' paths are the console's own
 * (features/console/console-routes.ts), so the public pages' scripts don't carry them.
 */
export const CONSOLE_BASE = '/console';

export type AuthRouteName = keyof typeof authRoutes;
export type PageRouteName = keyof typeof pageRoutes;
export type RouteName = AuthRouteName | PageRouteName;

export const routes = { ...authRoutes, ...pageRoutes } as const;

export const HOME_PATH = pageRoutes.home;

/** Services tabs 0-5 and life tabs 0-5 (spec §2, query parameter `active`). */
export const SERVICE_TABS = ['servicePacks', 'government', 'business', 'domestic', 'volunteer', 'oneStopInfo'] as const;
export const LIFE_TABS = ['food', 'encyclopedia', 'sports', 'pets', 'cultural', 'travel'] as const;

/** Builds a path with query parameters, skipping empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
