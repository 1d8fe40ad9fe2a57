/**
 * Which history entries belong to the current visitor. The router (react-router's browser history) gives every entry
 * a key in `history.state`; the keys of this visit are kept in session storage (which survives the reload of a
 * language switch and is wiped at reset). An entry whose key is not among them belongs to an earlier visitor: Back or
 * Forward onto it (within this document, or into an older document after a reset reload) lands on the home page
 * instead, so nobody can page back into the previous visitor's screens.
 */
export const VISIT_STORAGE_KEY = 'kiosk.visit';

interface EntryState {
  usr?: unknown;
  key?: unknown;
  idx?: unknown;
}

export interface VisitHistoryDeps {
  history: Pick<History, 'state' | 'replaceState'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Where a foreign entry is sent (the kiosk's home address, basename included). */
  homeHref: string;
  newKey?: () => string;
}

const randomKey = () => Math.random().toString(36).slice(2, 10);

export interface VisitHistory {
  /**
   * Before the router starts: keys the current entry, and sends it home when it is an earlier visitor's. `fresh`:
   * no visit was under way (the terminal started, or a reset reloaded it).
   */
  prepareEntry(): { foreign: boolean; fresh: boolean };
  /** The router moved to an entry of this visit (push, replace, or an accepted Back). */
  remember(key: string): void;
  /** A popstate onto an earlier visitor's entry: replaced by home, and true so the router never sees it. */
  takeOverForeignPop(state: unknown): boolean;
  /** At a reset: no entry of this page belongs to the new visit, which begins with the next page load. */
  startNewVisit(): void;
}

export function createVisitHistory({ history, storage, homeHref, newKey = randomKey }: VisitHistoryDeps): VisitHistory {
  const read = (): string[] | null => {
    try {
      const value = JSON.parse(storage.getItem(VISIT_STORAGE_KEY) ?? 'null') as unknown;
      return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : null;
    } catch {
      return null;
    }
  };
  const write = (keys: string[]) => storage.setItem(VISIT_STORAGE_KEY, JSON.stringify(keys));
  const remember = (key: string) => {
    const keys = read() ?? [];
    if (!keys.includes(key)) write([...keys, key]);
  };
  const sendHome = (idx: unknown) => {
    const key = newKey();
    history.replaceState({ usr: null, key, idx: typeof idx === 'number' ? idx : 0 }, '', homeHref);
    remember(key);
  };

  return {
    prepareEntry() {
      const state = (history.state ?? null) as EntryState | null;
      const keys = read();
      const fresh = keys === null || keys.every((key) => key === '');
      if (typeof state?.key !== 'string') {
        // A new entry (the start URL, a reload after reset): it opens or continues this visit. React Router would
        // key it "default", the same for every document, so it gets a key of its own.
        const key = newKey();
        history.replaceState({ ...(state ?? {}), usr: state?.usr ?? null, key, idx: state?.idx ?? 0 }, '');
        remember(key);
        return { foreign: false, fresh };
      }
      if (keys?.includes(state.key)) return { foreign: false, fresh };
      if (keys === null) {
        // A first start with a keyed entry (nothing recorded yet): nothing of a visitor is known to hide.
        remember(state.key);
        return { foreign: false, fresh };
      }
      sendHome(state.idx);
      return { foreign: true, fresh };
    },
    remember,
    takeOverForeignPop(state) {
      const entry = (state ?? null) as EntryState | null;
      const keys = read() ?? [];
      if (typeof entry?.key === 'string' && keys.includes(entry.key)) return false;
      sendHome(entry?.idx);
      return true;
    },
    startNewVisit() {
      // '' marks a visit that begins with the next page load.
      write(['']);
    },
  };
}
