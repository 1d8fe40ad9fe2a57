import { CONSOLE_BASE } from '@/lib/routes';

/** The console's screens (issues #10, #12, #13); the application detail takes `?id=`. Console code only. */
export const consoleRoutes = {
  console: CONSOLE_BASE,
  consoleApplications: `${CONSOLE_BASE}/applications`,
  consoleApplicationDetail: `${CONSOLE_BASE}/applications/detail`,
  consoleKiosks: `${CONSOLE_BASE}/kiosks`,
  // Staff screens (issue #13): the second-factor step, users and roles, the audit log, the hub inbox.
  consoleSignIn: `${CONSOLE_BASE}/sign-in`,
  consoleUsers: `${CONSOLE_BASE}/users`,
  /** A user's detail: `/console/users/<id>`. */
  consoleUserDetail: `${CONSOLE_BASE}/users/:id`,
  consoleAudit: `${CONSOLE_BASE}/audit`,
  consoleInbox: `${CONSOLE_BASE}/inbox`,
  // Issue #13, the editors' screens: `:documentNo` is filled by the console's links (features/console/console-links.ts).
  consoleContent: `${CONSOLE_BASE}/content`,
  consoleContentEditor: `${CONSOLE_BASE}/content/:documentNo`,
  /** Takes `?language=EN|CN|TC&width=desktop|mobile|kiosk`; its iframe loads the same path + `/frame`. */
  consolePreview: `${CONSOLE_BASE}/preview/:documentNo`,
  consoleMedia: `${CONSOLE_BASE}/media`,
  // Site statistics (issue #14): admins and editors.
  consoleAnalytics: `${CONSOLE_BASE}/analytics`,
  // Issue #14: the online service desk (service and admins).
  consoleChat: `${CONSOLE_BASE}/chat`,
} as const;
