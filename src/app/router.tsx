import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AUTH_BASE, HOME_PATH, PAGES_BASE, routes, type RouteName } from '@/lib/routes';
import { CONSOLE_BASE } from '@/lib/routes';
import { lazyWithRetry } from '@/lib/chunk-load';
import { createHistoryRouter } from '@/lib/router/history-router';
import { pageTitleId, type RouteHandle } from '@/lib/router/route-handle';
import { homePageData } from '@/features/home/store/home-page-data';
import { RootLayout } from './layouts/root-layout';
import { MainLayout } from './layouts/main-layout';
import { AuthLayout } from './layouts/auth-layout';
import { RouteErrorBounded } from './route-error-view';
import { PROFILE_PAGE_MODULE, ProfileRoute } from './routes/profile-route';
import { lazyPage } from './page-modules';
import type { RootState } from './store/root-reducer';

export type AppRouteHandle = RouteHandle<RootState>;

const login = lazyPage('auth/pages/login-page');
const signin = lazyPage('auth/pages/signin-page');
const activation = lazyPage<{ mode: 'activation' | 'forgetActivation' }>('auth/pages/activation-page');
const setPassword = lazyPage<{ mode: 'setPassword' | 'resetPassword' }>('auth/pages/set-password-page');
const forgetPassword = lazyPage('auth/pages/forget-password-page');
const home = lazyPage('home/pages/home-page');
/** Where the start address and unknown paths lead. */
export const HOME_PAGE_MODULE = home.module;
const benefits = lazyPage('benefits/pages/benefits-page');
const benefitDetail = lazyPage('benefits/pages/benefit-detail-page');
const employment = lazyPage('employment/pages/employment-page');
const employmentDetail = lazyPage('employment/pages/employment-detail-page');
const events = lazyPage('events/pages/events-page');
const eventDetail = lazyPage('events/pages/event-detail-page');
const entryPrep = lazyPage('entry-prep/pages/entry-prep-page');
const entryPrepStep = lazyPage('entry-prep/pages/entry-prep-step-page');
const calculator = lazyPage('calculator/pages/calculator-page');
const calculatorQuestion = lazyPage('calculator/pages/calculator-question-page');
const services = lazyPage('services/pages/services-page');
const serviceDetail = lazyPage('services/pages/service-detail-page');
const reports = lazyPage('reports/pages/reports-page');
const reportStep = lazyPage('reports/pages/report-step-page');
const apps = lazyPage('apps/pages/apps-page');
const hkMacao = lazyPage('hkmacao/pages/hkmacao-page');
const hkMacaoDetail = lazyPage('hkmacao/pages/hkmacao-detail-page');
const journey = lazyPage<{ theme: 'study' | 'work' | 'invest' | 'life' }>('journeys/pages/journey-page');
const about = lazyPage('about/pages/about-page');
const ith = lazyPage('ith/pages/ith-page');
const life = lazyPage('life/pages/life-page');
const lifeDetail = lazyPage('life/pages/life-detail-page');
const search = lazyPage('search/pages/search-page');

/** A route's page: its element, the module it lives in, and what it loads and says in the head. */
interface PageRoute {
  element: ReactNode;
  module: string;
  data?: AppRouteHandle['data'];
  head?: AppRouteHandle['head'];
  pageData?: AppRouteHandle['pageData'];
}

/*
 * The sections' page data, loaded with their pages: each module brings its section's store (slice and sagas), so
 * the home page's scripts carry none of it.
 */
const benefitsData = () => import('@/features/benefits/store/benefits-page-data');
const eventsData = () => import('@/features/events/store/events-page-data');
const appsData = () => import('@/features/apps/store/apps-page-data');
const servicesData = () => import('@/features/services/store/services-page-data');
const employmentData = () => import('@/features/employment/store/employment-page-data');
const lifeData = () => import('@/features/life/store/life-page-data');
const hkMacaoData = () => import('@/features/hkmacao/store/hkmacao-page-data');
const journeysData = () => import('@/features/journeys/store/journeys-page-data');
const aboutData = () => import('@/features/about/store/about-page-data');
const ithData = () => import('@/features/ith/store/ith-page-data');
const searchData = () => import('@/features/search/store/search-page-data');

/** A path relative to its parent, derived from the route table so no path is typed twice. */
function relative(parent: string, full: string): string {
  if (!full.startsWith(`${parent}/`)) throw new Error(`${full} is not under ${parent}`);
  return full.slice(parent.length + 1);
}

function handle(name: RouteName, page: PageRoute, breadcrumbs?: readonly RouteName[]): AppRouteHandle {
  const { module, data, head, pageData } = page;
  return {
    name,
    titleId: pageTitleId(name),
    module,
    ...(breadcrumbs ? { breadcrumbs } : {}),
    ...(data ? { data } : {}),
    ...(head ? { head } : {}),
    ...(pageData ? { pageData } : {}),
  };
}

function leaf(parent: string, name: RouteName, page: PageRoute, breadcrumbs?: readonly RouteName[]): RouteObject {
  return { path: relative(parent, routes[name]), element: page.element, handle: handle(name, page, breadcrumbs) };
}

/** A list page with one child (detail, step, question): the child replaces the list and carries breadcrumbs. */
function withChild(name: RouteName, list: PageRoute, childName: RouteName, child: PageRoute): RouteObject {
  const path = routes[name];
  return {
    path: relative(PAGES_BASE, path),
    children: [
      { index: true, element: list.element, handle: handle(name, list) },
      leaf(path, childName, child, ['home', name]),
    ],
  };
}

const toHome = <Navigate to={HOME_PATH} replace />;

const authChildren: RouteObject[] = [
  leaf(AUTH_BASE, 'login', { element: <login.Page />, module: login.module }),
  leaf(AUTH_BASE, 'signin', { element: <signin.Page />, module: signin.module }),
  leaf(AUTH_BASE, 'activation', { element: <activation.Page mode="activation" />, module: activation.module }),
  leaf(AUTH_BASE, 'forgetActivation', { element: <activation.Page mode="forgetActivation" />, module: activation.module }),
  leaf(AUTH_BASE, 'setPassword', { element: <setPassword.Page mode="setPassword" />, module: setPassword.module }),
  leaf(AUTH_BASE, 'resetPassword', { element: <setPassword.Page mode="resetPassword" />, module: setPassword.module }),
  leaf(AUTH_BASE, 'forgetPassword', { element: <forgetPassword.Page />, module: forgetPassword.module }),
];

const journeyPage = (theme: 'study' | 'work' | 'invest' | 'life'): PageRoute => ({
  element: <journey.Page theme={theme} />,
  module: journey.module,
  pageData: async () => ({ data: (await journeysData()).journeyPageData(theme) }),
});

const pageChildren: RouteObject[] = [
  leaf(PAGES_BASE, 'home', { element: <home.Page />, module: home.module, data: homePageData }),
  withChild(
    'talentBenefits',
    { element: <benefits.Page />, module: benefits.module, pageData: async () => ({ data: (await benefitsData()).benefitsPageData }) },
    'talentBenefitsDetail',
    {
      element: <benefitDetail.Page />,
      module: benefitDetail.module,
      pageData: async () => {
        const { benefitDetailPageData, benefitDetailHead } = await benefitsData();
        return { data: benefitDetailPageData, head: benefitDetailHead };
      },
    },
  ),
  withChild(
    'employment',
    { element: <employment.Page />, module: employment.module, pageData: async () => ({ data: (await employmentData()).employmentPageData }) },
    'employmentDetail',
    {
      element: <employmentDetail.Page />,
      module: employmentDetail.module,
      pageData: async () => {
        const { employmentDetailPageData, employmentDetailHead } = await employmentData();
        return { data: employmentDetailPageData, head: employmentDetailHead };
      },
    },
  ),
  withChild(
    'events',
    { element: <events.Page />, module: events.module, pageData: async () => ({ data: (await eventsData()).eventsPageData }) },
    'eventsDetail',
    {
      element: <eventDetail.Page />,
      module: eventDetail.module,
      pageData: async () => {
        const { eventDetailPageData, eventDetailHead } = await eventsData();
        return { data: eventDetailPageData, head: eventDetailHead };
      },
    },
  ),
  withChild(
    'preparationforentry',
    { element: <entryPrep.Page />, module: entryPrep.module },
    'preparationforentryStep',
    {
      element: <entryPrepStep.Page />,
      module: entryPrepStep.module,
      pageData: async () => ({ data: (await import('@/features/entry-prep/store/entry-prep-page-data')).entryStepsPageData }),
    },
  ),
  withChild(
    'calculator',
    {
      element: <calculator.Page />,
      module: calculator.module,
      pageData: async () => ({ data: (await import('@/features/calculator/store/calculator-page-data')).calculatorPageData }),
    },
    'calculatorQuestion',
    {
      element: <calculatorQuestion.Page />,
      module: calculatorQuestion.module,
      pageData: async () => {
        const { calculatorQuestionPageData, calculatorQuestionHead } = await import('@/features/calculator/store/calculator-page-data');
        return { data: calculatorQuestionPageData, head: calculatorQuestionHead };
      },
    },
  ),
  withChild(
    'services',
    { element: <services.Page />, module: services.module, pageData: async () => ({ data: (await servicesData()).servicesPageData }) },
    'serviceDetail',
    {
      element: <serviceDetail.Page />,
      module: serviceDetail.module,
      pageData: async () => {
        const { serviceDetailPageData, serviceDetailHead } = await servicesData();
        return { data: serviceDetailPageData, head: serviceDetailHead };
      },
    },
  ),
  withChild(
    'reports',
    {
      element: <reports.Page />,
      module: reports.module,
      pageData: async () => ({ data: (await import('@/features/reports/store/reports-page-data')).reportsPageData }),
    },
    'reportstep',
    {
      element: <reportStep.Page />,
      module: reportStep.module,
      pageData: async () => {
        const { reportStepPageData, reportStepHead } = await import('@/features/reports/store/reports-page-data');
        return { data: reportStepPageData, head: reportStepHead };
      },
    },
  ),
  leaf(PAGES_BASE, 'app', { element: <apps.Page />, module: apps.module, pageData: async () => ({ data: (await appsData()).appsPageData }) }),
  withChild(
    'hkmacao',
    { element: <hkMacao.Page />, module: hkMacao.module, pageData: async () => ({ data: (await hkMacaoData()).hkMacaoPageData }) },
    'hkmacaoDetail',
    {
      element: <hkMacaoDetail.Page />,
      module: hkMacaoDetail.module,
      pageData: async () => {
        const { hkMacaoDetailPageData, hkMacaoDetailHead } = await hkMacaoData();
        return { data: hkMacaoDetailPageData, head: hkMacaoDetailHead };
      },
    },
  ),
  leaf(PAGES_BASE, 'study', journeyPage('study')),
  leaf(PAGES_BASE, 'work', journeyPage('work')),
  leaf(PAGES_BASE, 'invest', journeyPage('invest')),
  leaf(PAGES_BASE, 'life', journeyPage('life')),
  leaf(PAGES_BASE, 'about', { element: <about.Page />, module: about.module, pageData: async () => ({ data: (await aboutData()).aboutPageData }) }),
  leaf(PAGES_BASE, 'ith', { element: <ith.Page />, module: ith.module, pageData: async () => ({ data: (await ithData()).ithPageData }) }),
  withChild(
    'lifepage',
    { element: <life.Page />, module: life.module, pageData: async () => ({ data: (await lifeData()).lifePageData }) },
    'lifedetail',
    {
      element: <lifeDetail.Page />,
      module: lifeDetail.module,
      pageData: async () => {
        const { lifeDetailPageData, lifeDetailHead } = await lifeData();
        return { data: lifeDetailPageData, head: lifeDetailHead };
      },
    },
  ),
  leaf(PAGES_BASE, 'profile', { element: <ProfileRoute />, module: PROFILE_PAGE_MODULE }),
  leaf(PAGES_BASE, 'search', {
    element: <search.Page />,
    module: search.module,
    pageData: async () => {
      const { searchPageData, searchHead } = await searchData();
      return { data: searchPageData, head: searchHead };
    },
  }),
];

/** A route's element inside an error boundary: what fails there shows the retry message in its place. */
const bounded = (element: ReactNode) => <RouteErrorBounded>{element}</RouteErrorBounded>;

const ConsoleEntry = lazyWithRetry(() => import('@/features/console/console-entry'));

/**
 * The staff console (issue #10): rendered in the browser only (the server answers /console/* with the client shell)
 * and routed inside its own code, reached through a stub so that these scripts name none of its files. No handle: it
 * is not one of the spec's pages (no sitemap, server render or page data).
 */
const consoleRoute: RouteObject = {
  path: `${relative('', CONSOLE_BASE)}/*`,
  // A first visit to /console waits for that stub: blank meanwhile.
  element: bounded(
    <Suspense fallback={null}>
      <ConsoleEntry />
    </Suspense>,
  ),
};

/**
 * The complete route tree of spec §2. Each layout holds a pathless error boundary around its pages, so a failed
 * chunk shows the retry message inside the header and footer rather than replacing the whole screen. Routes without
 * a handle only redirect home; the server answers those with a redirect of its own.
 */
export const appRoutes: RouteObject[] = [
  {
    element: bounded(<RootLayout />),
    children: [
      { index: true, element: toHome },
      {
        path: relative('', AUTH_BASE),
        element: bounded(<AuthLayout />),
        children: [{ element: bounded(<Outlet />), children: [{ index: true, element: toHome }, ...authChildren] }],
      },
      {
        path: relative('', PAGES_BASE),
        element: bounded(<MainLayout />),
        children: [{ element: bounded(<Outlet />), children: [{ index: true, element: toHome }, ...pageChildren] }],
      },
      consoleRoute,
      { path: '*', element: toHome },
    ],
  },
];

/**
 * The browser's router (see lib/router/history-router). For a page rendered on the server, `hydrated`: the page is
 * already on screen where the visitor may have scrolled it while the app loaded, so the first render leaves the
 * scroll position alone. Restoring a position saved before a reload, and scrolling to the top after each
 * navigation, work as before.
 */
export function createAppRouter(basename = '/', options: Omit<Parameters<typeof createHistoryRouter>[1] & object, 'basename'> = {}) {
  return createHistoryRouter(appRoutes, { basename, ...options });
}
