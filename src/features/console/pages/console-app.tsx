import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { pageRoutes } from '@/lib/routes';
import { consoleRoutes } from '@/features/console/console-routes';
import { loginReturningTo } from '@/lib/router/login-return';
import { AccessNotice, type AccessNoticeKind } from '../components/access-notice';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleIntl } from '../components/console-intl';
import type { ConsoleMe } from '../api/console-api';
import { hasConsoleRole } from '../console-rules';
import { useConsoleTitle } from '../hooks/use-console-title';
import { hintedMe, homeSectionOf, sectionOfPath, sectionsOf, signInHref, userIdOfPath } from '../staff-rules';
import { selectAccess, selectLeaveTo } from '../store/console-feature';
import { SIGNED_OUT_PATH } from '../store/console-saga';
import { accessRequested, leaveDone, signOutRequested } from '../store/console-slice';
import { ApplicationDetailScreen } from './application-detail-screen';
import { AnalyticsScreen } from './analytics-screen';
import { ApplicationsScreen } from './applications-screen';
import { AuditScreen } from './audit-screen';
import { ContentEditorScreen, ContentListScreen, contentScreenOf, MediaScreen, PreviewFrameScreen, PreviewScreen } from './content-screens';
import { InboxScreen } from './inbox-screen';
import { KiosksScreen } from './kiosks-screen';
import { ChatDeskScreen } from './chat-desk-screen';
import { StaffSignInScreen } from './staff-sign-in-screen';
import { UserDetailScreen } from './users-detail-screen';
import { UsersScreen } from './users-screen';

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

/** A section the caller's roles do not open: said in place (the server would refuse its calls anyway). */
function NotForYourRole() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'console.staff.notForRole.title' });
  useConsoleTitle(title);
  return (
    <PageShell title={title}>
      <Box bg="bg" borderWidth="1px" borderRadius="lg" p="6" maxW="2xl" data-testid="console-not-for-role">
        {intl.formatMessage({ id: 'console.staff.notForRole.body' })}
      </Box>
    </PageShell>
  );
}

/**
 * The console's screens by path. Matched here rather than with nested <Routes>: those (and NavLink) are router code
 * nothing public uses, and the router's module is shared with the public pages, so using them would grow their
 * scripts. Until the server has `confirmed` the roles, `me` is the session's hint: the screens show, their calls decide.
 */
function ConsoleScreens({ me, confirmed }: { me: ConsoleMe; confirmed: boolean }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const section = sectionOfPath(path);
  if (confirmed && section !== null && !sectionsOf(me).includes(section)) return <NotForYourRole />;
  if (path === consoleRoutes.consoleApplications) return <ApplicationsScreen />;
  if (path === consoleRoutes.consoleApplicationDetail) return <ApplicationDetailScreen />;
  if (path === consoleRoutes.consoleKiosks) return <KiosksScreen />;
  // Staff screens (issue #13).
  if (path === consoleRoutes.consoleUsers) return <UsersScreen />;
  const userId = userIdOfPath(path);
  if (userId !== null) return <UserDetailScreen id={userId} />;
  if (path === consoleRoutes.consoleAudit) return <AuditScreen />;
  if (path === consoleRoutes.consoleInbox) return <InboxScreen />;
  if (path === consoleRoutes.consoleAnalytics) return <AnalyticsScreen />;
  if (path === consoleRoutes.consoleChat) return <ChatDeskScreen />;
  // The editors' screens: content list, editor, preview and media library.
  const content = contentScreenOf(path);
  if (content?.screen === 'list') return <ContentListScreen />;
  if (content?.screen === 'editor') return <ContentEditorScreen />;
  if (content?.screen === 'preview') return <PreviewScreen />;
  if (content?.screen === 'media') return <MediaScreen />;
  return <Navigate to={homeSectionOf(me)} replace />;
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
  const { pathname, search } = useLocation();
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
  const me = access.me ?? hintedMe(user?.permissions);
  const onSignInStep = pathname.replace(/\/+$/, '') === consoleRoutes.consoleSignIn;

  let screen;
  if (status === 'secondFactor' && !onSignInStep) {
    // Wherever the refusal came from, the second factor first, then back here.
    screen = <Navigate to={signInHref(`${pathname}${search}`)} replace />;
  } else if (onSignInStep && status !== 'signedOut' && status !== 'denied') {
    screen = <StaffSignInScreen />;
  } else if (granted) {
    screen = <ConsoleScreens me={me} confirmed={access.status === 'granted' && access.me !== null} />;
  } else {
    screen = <Notice kind={kind} onRetry={() => dispatch(accessRequested())} />;
  }

  return (
    <ConsoleFrame
      firstName={signedIn && status !== 'signedOut' ? user.firstName : null}
      showNav={granted && !onSignInStep}
      sections={sectionsOf(me)}
      signOutHref={SIGNED_OUT_PATH}
      onSignOut={() => dispatch(signOutRequested())}
    >
      {screen}
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
  const { pathname } = useLocation();
  // The preview's iframe shows the public layout alone, without the console's bar.
  const frame = contentScreenOf(pathname)?.screen === 'frame';
  return (
    <ConsoleIntl language={language} fallback={<Box minH="100dvh" aria-busy="true" />}>
      {frame ? <PreviewFrameScreen /> : <ConsoleShell />}
    </ConsoleIntl>
  );
}
