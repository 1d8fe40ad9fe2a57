import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { consoleRoutes, pageRoutes } from '@/lib/routes';
import { loginReturningTo } from '@/lib/router/login-return';
import { AccessNotice, type AccessNoticeKind } from '../components/access-notice';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleIntl } from '../components/console-intl';
import { hasConsoleRole } from '../console-rules';
import { useConsoleTitle } from '../hooks/use-console-title';
import { selectAccess, selectLeaveTo } from '../store/console-feature';
import { SIGNED_OUT_PATH } from '../store/console-saga';
import { accessRequested, leaveDone, signOutRequested } from '../store/console-slice';
import { ApplicationDetailScreen } from './application-detail-screen';
import { ApplicationsScreen } from './applications-screen';
import { KiosksScreen } from './kiosks-screen';

/** Marks the document live for tools that wait for it (html[data-app-ready]), as the portal's layouts do. */
function useAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

function Notice({ kind, onRetry }: { kind: AccessNoticeKind; onRetry?: () => void }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  useConsoleTitle(intl.formatMessage({ id: kind === 'checking' ? 'console.name' : `console.access.${kind}.title` }));
  return <AccessNotice kind={kind} loginHref={loginReturningTo(`${pathname}${search}`)} homeHref={pageRoutes.home} onRetry={onRetry} />;
}

/**
 * The console's screens by path. Matched here rather than with nested <Routes>: those (and NavLink) are router code
 * nothing public uses, and the router's module is shared with the public pages, so using them would grow their
 * scripts.
 */
function ConsoleScreens() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === consoleRoutes.consoleApplications) return <ApplicationsScreen />;
  if (path === consoleRoutes.consoleApplicationDetail) return <ApplicationDetailScreen />;
  if (path === consoleRoutes.consoleKiosks) return <KiosksScreen />;
  return <Navigate to={consoleRoutes.consoleApplications} replace />;
}

/**
 * The console around its screens: who is signed in (the auth feature's session, read from the store), whether the
 * server grants them the console (GET /api/console/me), and the way out.
 */
function ConsoleShell() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const token = useAppSelector((state) => state.session.token);
  const access = useAppSelector(selectAccess);
  const leaveTo = useAppSelector(selectLeaveTo);
  const signedIn = user !== null && token !== null;
  useAppReady();

  // Asked again for every new session: roles granted or taken since the last login count at once.
  useEffect(() => {
    if (signedIn) dispatch(accessRequested());
  }, [signedIn, token, dispatch]);

  useEffect(() => {
    if (leaveTo === null) return;
    dispatch(leaveDone());
    void navigate(leaveTo, { replace: true });
  }, [leaveTo, dispatch, navigate]);

  const status = signedIn ? access.status : 'signedOut';
  // The session's permissions only decide what shows while the server is asked; its answer then decides.
  const optimistic = (status === 'idle' || status === 'checking') && hasConsoleRole(user?.permissions);
  const granted = status === 'granted' || optimistic;
  const kind: AccessNoticeKind =
    status === 'signedOut' ? 'signIn' : status === 'denied' ? 'denied' : status === 'error' ? 'error' : 'checking';

  return (
    <ConsoleFrame
      firstName={signedIn && status !== 'signedOut' ? user.firstName : null}
      showNav={granted}
      showKiosks={granted && access.me?.admin === true}
      signOutHref={SIGNED_OUT_PATH}
      onSignOut={() => dispatch(signOutRequested())}
    >
      {granted ? <ConsoleScreens /> : <Notice kind={kind} onRetry={() => dispatch(accessRequested())} />}
    </ConsoleFrame>
  );
}

/**
 * The staff console (/console/*, issue #10 §6): rendered in the browser only, loaded with its own code, store and
 * messages when first visited, so the public pages carry none of it. Not a `*-page.tsx`: the public page table
 * (app/page-modules.ts) would list it, and with it every file it needs (see console-entry.tsx).
 */
export default function ConsoleApp() {
  const language = useAppSelector((state) => state.language.current);
  return (
    <ConsoleIntl language={language} fallback={<Box minH="100dvh" aria-busy="true" />}>
      <ConsoleShell />
    </ConsoleIntl>
  );
}
