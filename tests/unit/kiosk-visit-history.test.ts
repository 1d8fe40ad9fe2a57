import { describe, expect, it } from 'vitest';
import { createVisitHistory } from '../../kiosk/reset/visit-history';

/** A session history entry as the browser keeps it: state and URL. */
function fakeBrowser(state: unknown = null) {
  const storage = new Map<string, string>();
  const history = {
    state,
    url: '/kiosk/pages/home',
    replaceState(next: unknown, _title: string, url?: string) {
      this.state = next;
      if (url) this.url = url;
    },
  };
  let n = 0;
  const visit = createVisitHistory({
    history,
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    homeHref: '/kiosk/pages/home',
    newKey: () => `k${(n += 1)}`,
  });
  return { history, storage, visit };
}

describe('kiosk visit history', () => {
  it('gives the first entry a key of its own and opens a fresh visit with it', () => {
    const { history, visit } = fakeBrowser(null);
    expect(visit.prepareEntry()).toEqual({ foreign: false, fresh: true });
    expect(history.state).toMatchObject({ key: 'k1', idx: 0 });
    expect(visit.takeOverForeignPop(history.state)).toBe(false);
  });

  it("lets Back and Forward move between this visit's entries", () => {
    const { visit } = fakeBrowser(null);
    visit.prepareEntry();
    visit.remember('form');
    expect(visit.takeOverForeignPop({ usr: null, key: 'form', idx: 1 })).toBe(false);
  });

  it("replaces an earlier visitor's entry by home, keyed anew, when Back lands on it before the reset's reload", () => {
    const { history, visit } = fakeBrowser(null);
    visit.prepareEntry();
    visit.remember('profile');
    visit.startNewVisit();
    expect(visit.takeOverForeignPop({ usr: null, key: 'profile', idx: 3 })).toBe(true);
    expect(history.url).toBe('/kiosk/pages/home');
    expect(history.state).toEqual({ usr: null, key: 'k2', idx: 3 });
  });

  it("sends home an earlier visitor's entry loaded after a reset reload (Back into the old page)", () => {
    const { history, storage, visit } = fakeBrowser({ usr: null, key: 'old-form', idx: 2 });
    history.url = '/kiosk/pages/profile';
    storage.set('kiosk.visit', JSON.stringify(['new-home']));
    expect(visit.prepareEntry()).toEqual({ foreign: true, fresh: false });
    expect(history.url).toBe('/kiosk/pages/home');
  });

  it('keeps an entry of the current visit when the page reloads (a language switch)', () => {
    const { history, storage, visit } = fakeBrowser({ usr: null, key: 'form', idx: 2 });
    history.url = '/kiosk/auth/signin';
    storage.set('kiosk.visit', JSON.stringify(['start', 'form']));
    expect(visit.prepareEntry()).toEqual({ foreign: false, fresh: false });
    expect(history.url).toBe('/kiosk/auth/signin');
  });

  it('treats the page load that follows a reset as a fresh visit', () => {
    const { history, visit } = fakeBrowser(null);
    visit.prepareEntry();
    visit.remember('form');
    visit.startNewVisit();
    // The reset's reload: a new entry (no state yet), in the same tab's session storage.
    history.state = null;
    expect(visit.prepareEntry()).toEqual({ foreign: false, fresh: true });
    expect(visit.takeOverForeignPop({ usr: null, key: 'form', idx: 1 })).toBe(true);
  });
});
