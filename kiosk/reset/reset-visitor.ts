import type { UnknownAction } from '@reduxjs/toolkit';
import { visitorReset } from '@/app/store/root-reducer';
import { appSpinnerHidden } from '@/features/feedback/store/feedback-slice';
import { languageSet } from '@/features/language/store/language-slice';
import type { Language } from '@/lib/i18n/languages';

/** The server is told the session is over; a terminal whose network is down does not wait longer than this. */
export const REVOKE_TIMEOUT_MS = 5_000;

export interface ResetVisitorDeps {
  dispatch: (action: UnknownAction) => unknown;
  /** Whether a visitor token is held (revocation needs it, so it comes first). */
  hasSession: () => boolean;
  /** The existing logout call: revokes the token on the server. */
  revokeSession: () => Promise<unknown>;
  /** Closes the visitor's open online-service chat on the server (its token is in session storage, wiped below). */
  closeChat: () => Promise<unknown>;
  /** Session/local storage, IndexedDB, caches, cookies except the device settings. */
  wipeBrowserData: () => Promise<void>;
  /** Stores the kiosk's default language for the next page load (the language cookie). */
  saveLanguage: (language: Language) => void;
  /** The language the current page was loaded in (messages are loaded per page; switching reloads). */
  pageLanguage: Language;
  defaultLanguage: Language;
  /** Activates a downloaded new version of the kiosk, if one is waiting: true when it did (the reload applies it). */
  applyWaitingUpdate: () => Promise<boolean>;
  /** Begins the new visit's history with the next page load's entry (see visit-history.ts). */
  startNewVisit: () => void;
  /**
   * Loads the kiosk anew at its home address, replacing the current entry; whatever the page being left writes on
   * its way out (scroll positions) is wiped as it goes.
   */
  reloadHome: () => void;
}

const withTimeout = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * Wipes everything of the previous visitor (issue #12, "reset"). The server session is revoked first, while the
 * token is still readable; the store returns to its initial state (every slice), so nothing of theirs is rendered or
 * written any more; only then is the browser's storage cleared, so no late write of the page being left survives.
 * Then the kiosk loads itself anew at home in the default language — also the only moment an update is applied.
 *
 * A new document every visit: it is the one wipe that reaches what no slice or storage area holds — what a library
 * keeps in a module (caches, memoised values, closures over the visitor's input) and the JavaScript memory itself.
 * In one document the heap also kept growing with the visits (the soak's means over 500 resets: 15.4 → 18.0 MB, and
 * still ~0.3 MB per 100 resets at the end; mostly machine code V8 compiled for the app's hot functions); a new
 * document starts from nothing each time.
 */
export async function resetVisitor(deps: ResetVisitorDeps): Promise<void> {
  if (deps.hasSession()) await withTimeout(deps.revokeSession(), REVOKE_TIMEOUT_MS);
  await withTimeout(deps.closeChat(), REVOKE_TIMEOUT_MS);
  deps.dispatch(visitorReset());
  // Not visitor state, but the page's: its messages stay loaded until the next page load (so the store keeps naming
  // the page's language), and its start-up spinner, shown once per page load, must not cover the next visit.
  deps.dispatch(languageSet(deps.pageLanguage));
  deps.dispatch(appSpinnerHidden());
  await deps.applyWaitingUpdate().catch(() => false);
  await deps.wipeBrowserData();
  deps.saveLanguage(deps.defaultLanguage);
  deps.startNewVisit();
  deps.reloadHome();
}
