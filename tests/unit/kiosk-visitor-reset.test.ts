import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store/make-store';
import { rootReducer, visitorReset } from '@/app/store/root-reducer';
import { appSpinnerHidden } from '@/features/feedback/store/feedback-slice';
import { languageSet } from '@/features/language/store/language-slice';
import { CHAT_STORAGE_KEY, closeStoredChat, readStoredChat, writeStoredChat } from '@/lib/storage/chat-store';
import { resetVisitor, type ResetVisitorDeps } from '../../kiosk/reset/reset-visitor';

const lazyDrafts = createSlice({
  name: 'lazyDrafts',
  initialState: { text: '' },
  reducers: { typed: (state, action: { payload: string }) => void (state.text = action.payload) },
});

describe('visitor reset in the store', () => {
  it('brings every slice, static and lazily injected, back to its initial state', () => {
    const store = makeStore({}, { runSagas: false });
    const initial = store.getState();
    lazyDrafts.injectInto(rootReducer);
    store.dispatch(lazyDrafts.actions.typed('my passport number'));
    store.dispatch(languageSet('TC'));
    store.dispatch({ type: 'session/sessionStarted', payload: { user: { firstName: 'Ana' }, token: 't' } });
    expect(store.getState().session.user).not.toBeNull();

    store.dispatch(visitorReset());
    const state = store.getState() as typeof initial & { lazyDrafts: { text: string } };
    expect(state.lazyDrafts).toEqual({ text: '' });
    expect(state.session).toEqual(initial.session);
    expect(state.language).toEqual(initial.language);
    for (const key of Object.keys(initial) as (keyof typeof initial)[]) expect(state[key]).toEqual(initial[key]);
  });

  it("drops server-rendered state parked for a section whose code never loaded", () => {
    const store = makeStore({ notLoadedYet: { secret: 1 } } as never, { runSagas: false });
    store.dispatch(visitorReset());
    expect(store.getState()).not.toHaveProperty('notLoadedYet');
  });
});

function deps(overrides: Partial<ResetVisitorDeps> = {}) {
  const calls: string[] = [];
  const record =
    (name: string, result?: unknown) =>
    (...args: unknown[]) => {
      calls.push(args.length ? `${name}:${args.map((a) => (typeof a === 'object' ? (a as { type: string }).type : String(a))).join(',')}` : name);
      return result;
    };
  const value: ResetVisitorDeps = {
    dispatch: record('dispatch'),
    hasSession: () => true,
    revokeSession: vi.fn(async () => void calls.push('revoke')),
    closeChat: async () => void calls.push('closeChat'),
    wipeBrowserData: async () => void calls.push('wipe'),
    saveLanguage: record('saveLanguage'),
    pageLanguage: 'CN',
    defaultLanguage: 'CN',
    applyWaitingUpdate: async () => false,
    startNewVisit: record('startNewVisit'),
    reloadHome: record('reload'),
    ...overrides,
  };
  return { calls, value };
}

describe('resetVisitor', () => {
  it('revokes the session first (the token is still there), resets the store, wipes the browser, then loads the kiosk anew', async () => {
    const { calls, value } = deps();
    await resetVisitor(value);
    expect(calls).toEqual([
      'revoke',
      'closeChat',
      `dispatch:${visitorReset.type}`,
      `dispatch:${languageSet.type}`,
      `dispatch:${appSpinnerHidden.type}`,
      'wipe',
      'saveLanguage:CN',
      'startNewVisit',
      'reload',
    ]);
  });

  it('does not call the server when nobody signed in', async () => {
    const { calls, value } = deps({ hasSession: () => false });
    await resetVisitor(value);
    expect(calls).not.toContain('revoke');
  });

  it('still wipes everything when the server cannot be told', async () => {
    const { calls, value } = deps({ revokeSession: () => Promise.reject(new Error('offline')) });
    await resetVisitor(value);
    expect(calls).toContain('wipe');
  });

  it('comes back in the default language when the visitor had switched language', async () => {
    const { calls, value } = deps({ pageLanguage: 'TC', defaultLanguage: 'CN' });
    await resetVisitor(value);
    expect(calls.slice(-3)).toEqual(['saveLanguage:CN', 'startNewVisit', 'reload']);
  });

  it('activates a waiting new version before the reload that applies it, and reloads when there is none', async () => {
    for (const waiting of [true, false]) {
      const { calls, value } = deps({ applyWaitingUpdate: async () => (calls.push(`update:${waiting}`), waiting) });
      await resetVisitor(value);
      expect(calls.indexOf(`update:${waiting}`)).toBeLessThan(calls.indexOf('reload'));
      expect(calls.at(-1)).toBe('reload');
    }
  });

  it('still reloads when activating the new version fails', async () => {
    const { calls, value } = deps({ applyWaitingUpdate: () => Promise.reject(new Error('redundant')) });
    await resetVisitor(value);
    expect(calls.at(-1)).toBe('reload');
  });

  it("closes the visitor's chat before anything is wiped, and wipes even when the server cannot be told", async () => {
    const { calls, value } = deps({ closeChat: () => (calls.push('closeChat'), Promise.reject(new Error('offline'))) });
    await resetVisitor(value);
    expect(calls.indexOf('closeChat')).toBeGreaterThan(-1);
    expect(calls.indexOf('closeChat')).toBeLessThan(calls.indexOf('wipe'));
  });
});

describe("closing the kiosk visitor's chat", () => {
  it('posts the close with the conversation token and forgets the conversation', async () => {
    writeStoredChat({ id: '6f1c1d5e-4a8b-4c2d-9e3f-1a2b3c4d5e6f', token: 'secret-token' });
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    await expect(closeStoredChat(fetchImpl)).resolves.toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/chat/conversations/6f1c1d5e-4a8b-4c2d-9e3f-1a2b3c4d5e6f/close');
    expect(requests[0]!.init?.method).toBe('POST');
    expect(new Headers(requests[0]!.init?.headers).get('x-chat-token')).toBe('secret-token');
    expect(readStoredChat()).toBeNull();
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });

  it('asks nothing of the server when no conversation is held', async () => {
    const fetchImpl = vi.fn();
    await expect(closeStoredChat(fetchImpl as unknown as typeof fetch)).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
