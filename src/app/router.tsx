import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { lazyWithRetry } from '@/lib/chunk-load';
import { AUTH_BASE, HOME_PATH, PAGES_BASE, routes, type RouteName } from '@/lib/routes';
import { pageTitleId, type RouteHandle } from '@/lib/router/route-handle';
import { RootLayout } from './layouts/root-layout';
import { MainLayout } from './layouts/main-layout';
import { AuthLayout } from './layouts/auth-layout';
import { RouteErrorView } from './route-error-view';
import { ProfileRoute } from './routes/profile-route';

const LoginPage = lazyWithRetry(() => import('@/features/auth/pages/login-page'));
const SigninPage = lazyWithRetry(() => import('@/features/auth/pages/signin-page'));
const ActivationPage = lazyWithRetry(() => import('@/features/auth/pages/activation-page'));
const SetPasswordPage = lazyWithRetry(() => import('@/features/auth/pages/set-password-page'));
const ForgetPasswordPage = lazyWithRetry(() => import('@/features/auth/pages/forget-password-page'));
const HomePage = lazyWithRetry(() => import('@/features/home/pages/home-page'));
const BenefitsPage = lazyWithRetry(() => import('@/features/benefits/pages/benefits-page'));
const BenefitDetailPage = lazyWithRetry(() => import('@/features/benefits/pages/benefit-detail-page'));
const EmploymentPage = lazyWithRetry(() => import('@/features/employment/pages/employment-page'));
const EmploymentDetailPage = lazyWithRetry(() => import('@/features/employment/pages/employment-detail-page'));
const EventsPage = lazyWithRetry(() => import('@/features/events/pages/events-page'));
const EventDetailPage = lazyWithRetry(() => import('@/features/events/pages/event-detail-page'));
const EntryPrepPage = lazyWithRetry(() => import('@/features/entry-prep/pages/entry-prep-page'));
const EntryPrepStepPage = lazyWithRetry(() => import('@/features/entry-prep/pages/entry-prep-step-page'));
const CalculatorPage = lazyWithRetry(() => import('@/features/calculator/pages/calculator-page'));
const CalculatorQuestionPage = lazyWithRetry(() => import('@/features/calculator/pages/calculator-question-page'));
const ServicesPage = lazyWithRetry(() => import('@/features/services/pages/services-page'));
const ServiceDetailPage = lazyWithRetry(() => import('@/features/services/pages/service-detail-page'));
const ReportsPage = lazyWithRetry(() => import('@/features/reports/pages/reports-page'));
const ReportStepPage = lazyWithRetry(() => import('@/features/reports/pages/report-step-page'));
const AppsPage = lazyWithRetry(() => import('@/features/apps/pages/apps-page'));
const HkMacaoPage = lazyWithRetry(() => import('@/features/hkmacao/pages/hkmacao-page'));
const HkMacaoDetailPage = lazyWithRetry(() => import('@/features/hkmacao/pages/hkmacao-detail-page'));
const JourneyPage = lazyWithRetry(() => import('@/features/journeys/pages/journey-page'));
const AboutPage = lazyWithRetry(() => import('@/features/about/pages/about-page'));
const IthPage = lazyWithRetry(() => import('@/features/ith/pages/ith-page'));
const LifePage = lazyWithRetry(() => import('@/features/life/pages/life-page'));
const LifeDetailPage = lazyWithRetry(() => import('@/features/life/pages/life-detail-page'));

/** A path relative to its parent, derived from the route table so no path is typed twice. */
function relative(parent: string, full: string): string {
  if (!full.startsWith(`${parent}/`)) throw new Error(`${full} is not under ${parent}`);
  return full.slice(parent.length + 1);
}

function handle(name: RouteName, breadcrumbs?: readonly RouteName[]): RouteHandle {
  return breadcrumbs ? { name, titleId: pageTitleId(name), breadcrumbs } : { name, titleId: pageTitleId(name) };
}

function leaf(parent: string, name: RouteName, element: ReactNode, breadcrumbs?: readonly RouteName[]): RouteObject {
  return { path: relative(parent, routes[name]), element, handle: handle(name, breadcrumbs) };
}

/** A list page with one child (detail, step, question): the child replaces the list and carries breadcrumbs. */
function withChild(name: RouteName, list: ReactNode, childName: RouteName, child: ReactNode): RouteObject {
  const path = routes[name];
  return {
    path: relative(PAGES_BASE, path),
    children: [
      { index: true, element: list, handle: handle(name) },
      leaf(path, childName, child, ['home', name]),
    ],
  };
}

const toHome = <Navigate to={HOME_PATH} replace />;

const authChildren: RouteObject[] = [
  leaf(AUTH_BASE, 'login', <LoginPage />),
  leaf(AUTH_BASE, 'signin', <SigninPage />),
  leaf(AUTH_BASE, 'activation', <ActivationPage mode="activation" />),
  leaf(AUTH_BASE, 'forgetActivation', <ActivationPage mode="forgetActivation" />),
  leaf(AUTH_BASE, 'setPassword', <SetPasswordPage mode="setPassword" />),
  leaf(AUTH_BASE, 'resetPassword', <SetPasswordPage mode="resetPassword" />),
  leaf(AUTH_BASE, 'forgetPassword', <ForgetPasswordPage />),
];

const pageChildren: RouteObject[] = [
  leaf(PAGES_BASE, 'home', <HomePage />),
  withChild('talentBenefits', <BenefitsPage />, 'talentBenefitsDetail', <BenefitDetailPage />),
  withChild('employment', <EmploymentPage />, 'employmentDetail', <EmploymentDetailPage />),
  withChild('events', <EventsPage />, 'eventsDetail', <EventDetailPage />),
  withChild('preparationforentry', <EntryPrepPage />, 'preparationforentryStep', <EntryPrepStepPage />),
  withChild('calculator', <CalculatorPage />, 'calculatorQuestion', <CalculatorQuestionPage />),
  withChild('services', <ServicesPage />, 'serviceDetail', <ServiceDetailPage />),
  withChild('reports', <ReportsPage />, 'reportstep', <ReportStepPage />),
  leaf(PAGES_BASE, 'app', <AppsPage />),
  withChild('hkmacao', <HkMacaoPage />, 'hkmacaoDetail', <HkMacaoDetailPage />),
  leaf(PAGES_BASE, 'study', <JourneyPage theme="study" />),
  leaf(PAGES_BASE, 'work', <JourneyPage theme="work" />),
  leaf(PAGES_BASE, 'invest', <JourneyPage theme="invest" />),
  leaf(PAGES_BASE, 'life', <JourneyPage theme="life" />),
  leaf(PAGES_BASE, 'about', <AboutPage />),
  leaf(PAGES_BASE, 'ith', <IthPage />),
  withChild('lifepage', <LifePage />, 'lifedetail', <LifeDetailPage />),
  leaf(PAGES_BASE, 'profile', <ProfileRoute />),
];

const errorElement = <RouteErrorView />;

/**
 * The complete route tree of spec §2. Each layout holds a pathless error boundary around its pages, so a failed
 * chunk shows the retry message inside the header and footer rather than replacing the whole screen.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement,
    children: [
      { index: true, element: toHome },
      {
        path: relative('', AUTH_BASE),
        element: <AuthLayout />,
        errorElement,
        children: [{ errorElement, children: [{ index: true, element: toHome }, ...authChildren] }],
      },
      {
        path: relative('', PAGES_BASE),
        element: <MainLayout />,
        errorElement,
        children: [{ errorElement, children: [{ index: true, element: toHome }, ...pageChildren] }],
      },
      { path: '*', element: toHome },
    ],
  },
];

export function createAppRouter(basename = '/') {
  return createBrowserRouter(appRoutes, { basename });
}
