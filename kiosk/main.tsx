import { startApp } from '@/app/bootstrap';
import { selectIsLoggedIn } from '@/features/auth/store/session-slice';
import { logout } from '@/features/profile/api/profile-api';
import { getCurrentLanguage } from '@/lib/i18n/current-language';
import { LANGUAGE_COOKIE } from '@/lib/i18n/languages';
import { HOME_PATH } from '@/lib/routes';
import { preloadKioskHandOffLink } from '@/components/ui/external-link';
import { preloadNoticeAlertDialog } from '@/components/ui/notice-center';
import { reloadUntilGone } from './reset/reload-until-gone';
import { APP_VERSION } from '@/lib/constants';
import { kioskSystem, kioskSystemConfig, kioskSystemTokens } from '@/theme/kiosk-density';
import { readCookie, writeCookie } from '@/lib/storage/cookies';
import { readStoredToken } from '@/lib/storage/session-store';
import { closeStoredChat } from '@/lib/storage/chat-store';
import { loadHighlights } from './attract/load-highlights';
import { DEVICE_KEY_COOKIE, DEVICE_KEY_COOKIE_PATH, hashWithoutKey, resolveDeviceKey } from './config/device-key';
import { COUNTDOWN_SECONDS, CONFIG_PARAMS, DEVICE_SETTINGS_COOKIE, readKioskConfig, serializeKioskConfig } from './config/kiosk-config';
import { loadAllLanguages } from './i18n/all-languages';
import { loadKioskMessages } from './i18n/load-kiosk-messages';
import { KioskShell } from './kiosk-shell';
import { startHeartbeat } from './heartbeat';
import { stopReadingAloud } from './access/read-aloud';
import { KioskFrame } from './touch/kiosk-frame';
import { watchReachability } from './offline/reachability';
import { resetVisitor } from './reset/reset-visitor';
import { createVisitHistory, VISIT_STORAGE_KEY } from './reset/visit-history';
import { browserWipeTarget, wipeVisitorData } from './reset/wipe-visitor-data';
import { registerKioskServiceWorker } from './sw/register-service-worker';

const BASENAME = '/kiosk';
const HOME_HREF = `${BASENAME}${HOME_PATH}`;

// The terminal's settings come with its start URL and stay in the device-settings cookie; the address keeps none of
// them, so no route or history entry carries the device id.
const config = readKioskConfig();
writeCookie(DEVICE_SETTINGS_COOKIE, serializeKioskConfig(config));
const deviceKey = resolveDeviceKey(window.location.hash, readCookie(DEVICE_KEY_COOKIE));
if (deviceKey !== null) writeCookie(DEVICE_KEY_COOKIE, deviceKey, undefined, DEVICE_KEY_COOKIE_PATH);
const startUrl = new URL(window.location.href);
const hash = hashWithoutKey(startUrl.hash);
if (CONFIG_PARAMS.some((name) => startUrl.searchParams.has(name)) || hash !== startUrl.hash) {
  for (const name of CONFIG_PARAMS) startUrl.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${startUrl.pathname}${startUrl.search}${hash}`);
}

// Before the router exists: an entry of an earlier visitor (Back after a reset reload) is replaced by home, and
// popstate onto one is taken over before the router hears it (a capturing listener on window runs first).
const visitHistory = createVisitHistory({ history: window.history, storage: window.sessionStorage, homeHref: HOME_HREF });
const { fresh: freshVisit } = visitHistory.prepareEntry();
if (freshVisit) {
  // A new visit starts with empty storage whatever the page before it wrote on its way out (React Router's scroll
  // positions are saved as a page goes, after the reset's own wipe).
  const visit = window.sessionStorage.getItem(VISIT_STORAGE_KEY);
  window.sessionStorage.clear();
  window.localStorage.clear();
  if (visit !== null) window.sessionStorage.setItem(VISIT_STORAGE_KEY, visit);
}
window.addEventListener(
  'popstate',
  (event) => {
    if (visitHistory.takeOverForeignPop(event.state)) event.stopImmediatePropagation();
  },
  { capture: true },
);
// A page restored from the back-forward cache would be the previous visitor's as it was: load it anew instead.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});
// A new visit starts in the kiosk's language (the language cookie is what start-up reads).
if (freshVisit) writeCookie(LANGUAGE_COOKIE, config.language);

const updates = registerKioskServiceWorker();


async function startKiosk() {
  // Every external link of a kiosk is a "continue on your phone" hand-off: it is in place for the first render.
  const [texts] = await Promise.all([loadAllLanguages(), preloadKioskHandOffLink().catch(() => undefined)]);
  // A kiosk runs on through network drops, and an alert is what it shows when a call fails: its code is here first.
  preloadNoticeAlertDialog().catch(() => undefined);
  await startApp({
    basename: BASENAME,
    surface: 'kiosk',
    design: { config: kioskSystemConfig, tokens: kioskSystemTokens, system: kioskSystem },
    moreMessages: loadKioskMessages,
    wrap: (app, router, store) => {
      visitHistory.remember(router.state.location.key);
      router.subscribe((state) => visitHistory.remember(state.location.key));
      startHeartbeat({ deviceId: config.deviceId, deviceKey, version: APP_VERSION, getRoute: () => router.state.location.pathname });
      const onReset = () => {
        // Nothing of the visitor's page keeps speaking once the next person arrives.
        stopReadingAloud();
        return resetVisitor({
          dispatch: store.dispatch,
          hasSession: () => selectIsLoggedIn(store.getState()) || readStoredToken() !== null,
          revokeSession: logout,
          closeChat: () => closeStoredChat(),
          wipeBrowserData: () => wipeVisitorData(browserWipeTarget(), [DEVICE_SETTINGS_COOKIE, DEVICE_KEY_COOKIE]),
          saveLanguage: (language) => writeCookie(LANGUAGE_COOKIE, language),
          pageLanguage: getCurrentLanguage(),
          defaultLanguage: config.language,
          applyWaitingUpdate: () => updates.applyWaitingUpdate(),
          startNewVisit: () => visitHistory.startNewVisit(),
          reloadHome: () => {
            // React Router saves scroll positions as the page goes: after them, the storage is wiped once more.
            window.addEventListener(
              'pagehide',
              () => {
                window.sessionStorage.clear();
                window.localStorage.clear();
                visitHistory.startNewVisit();
              },
              { once: true },
            );
            reloadUntilGone(window, HOME_HREF);
          },
        });
      };
      const highlights = () => loadHighlights(config.language);
      const watchOnline = (onChange: (online: boolean) => void) => watchReachability({ onChange });
      return (
        <KioskShell
          deviceId={config.deviceId}
          idleMs={config.idleSeconds * 1_000}
          countdownMs={COUNTDOWN_SECONDS * 1_000}
          texts={texts}
          onReset={onReset}
          loadHighlights={highlights}
          watchOnline={watchOnline}
          startWithAttract={freshVisit}
        >
          <KioskFrame>{app}</KioskFrame>
        </KioskShell>
      );
    },
  });
}

void startKiosk();
