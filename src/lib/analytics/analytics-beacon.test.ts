import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ENDPOINT,
  BATCH_MAX,
  CLASS_WIDTH,
  deviceClassOf,
  languageOf,
  FLUSH_DELAY_MS,
  optedOut,
  pathOf,
  referrerOf,
  startBeacon,
  stopBeacon,
  trackEvent,
  trackPageView,
  navigated,
  type RouterState,
} from './analytics-beacon';

type Sent = Array<Record<string, unknown>>;

const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
const sentBatches = () => sendBeacon.mock.calls.map(([url, body]) => (expect(url).toBe(ANALYTICS_ENDPOINT), JSON.parse(body) as Sent));

function setNavigator(signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', { value: signals.doNotTrack ?? null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: signals.globalPrivacyControl, configurable: true });
}

function setScreenWidth(width: number) {
  Object.defineProperty(window.screen, 'width', { value: width, configurable: true });
}

function setReferrer(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  setNavigator({});
  setScreenWidth(1440);
  setReferrer('');
  setVisibility('visible');
  document.documentElement.lang = 'en';
  startBeacon('web');
});

afterEach(() => {
  stopBeacon();
  vi.useRealTimers();
});

describe('privacy signals', () => {
  it('reads Do Not Track and Global Privacy Control', () => {
    expect(optedOut({ doNotTrack: '1' })).toBe(true);
    expect(optedOut({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
    expect(optedOut({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(optedOut({ doNotTrack: null })).toBe(false);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing at all with %s, and keeps nothing waiting', (_name, signals) => {
    setNavigator(signals);
    trackPageView('/pages/home');
    trackEvent('search', { results: 0, query: 'housing' });
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    // The signal turned off later: nothing recorded under it comes out.
    setNavigator({});
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('stores nothing in the browser', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const cookie = document.cookie;
    trackPageView('/pages/home');
    trackEvent('report_completed');
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(setItem).not.toHaveBeenCalled();
    expect(document.cookie).toBe(cookie);
    setItem.mockRestore();
  });
});

describe('what a page view carries', () => {
  it('the path without query values or fragment', () => {
    expect(pathOf('/pages/search?q=my+name&section=job#top')).toBe('/pages/search');
    expect(pathOf('/pages/jobs#list')).toBe('/pages/jobs');
    expect(pathOf('?q=x')).toBe('/');
    expect(pathOf(`/pages/${'x'.repeat(300)}`)).toHaveLength(200);
  });

  it('a device class from the screen width, never the width itself', () => {
    expect([0, 767, 768, 1199, 1200, 3840].map(deviceClassOf)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
    for (const [width, device] of [[375, 'mobile'], [1024, 'tablet'], [1920, 'desktop']] as const) {
      setScreenWidth(width);
      trackPageView('/pages/home');
      vi.advanceTimersByTime(FLUSH_DELAY_MS);
      expect(sentBatches().at(-1)?.[0]?.width).toBe(CLASS_WIDTH[device]);
    }
  });

  it('only the origin of another site that led here, and only on the first page view', () => {
    expect(referrerOf('https://www.baidu.com/s?wd=talent+housing', 'portal.example')).toBe('https://www.baidu.com');
    expect(referrerOf('https://portal.example/pages/home', 'portal.example')).toBeUndefined();
    expect(referrerOf('android-app://com.tencent.mm/', 'portal.example')).toBeUndefined();
    expect(referrerOf('not a url', 'portal.example')).toBeUndefined();
    expect(referrerOf('', 'portal.example')).toBeUndefined();

    setReferrer('https://mp.weixin.qq.com/s/abc?from=timeline');
    trackPageView('/pages/home?utm_source=wx');
    trackPageView('/pages/benefits');
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sentBatches()).toEqual([
      [
        { kind: 'pageview', path: '/pages/home', referrer: 'https://mp.weixin.qq.com', language: 'EN', surface: 'web', width: CLASS_WIDTH.desktop },
        { kind: 'pageview', path: '/pages/benefits', language: 'EN', surface: 'web', width: CLASS_WIDTH.desktop },
      ],
    ]);
  });

  it('the language and the surface the entry gave', () => {
    stopBeacon();
    startBeacon('kiosk');
    document.documentElement.lang = 'zh-Hant';
    trackPageView('/pages/events');
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sentBatches()[0]?.[0]).toMatchObject({ language: 'TC', surface: 'kiosk' });
  });
});

describe('page views of the app', () => {
  const state = (pathname: string, key: string, historyAction = 'PUSH', navigation = 'idle'): RouterState => ({
    location: { pathname, key },
    historyAction,
    navigation: { state: navigation },
  });
  const paths = () => sentBatches().flat().map((event) => event.path);

  it('counts the first page and each navigation once it is shown; a replaced entry of the same page is not a view', () => {
    for (const each of [
      state('/pages/home', 'default', 'POP'),
      state('/pages/benefits', 'k1', 'PUSH', 'loading'),
      state('/pages/benefits', 'k1'),
      state('/pages/benefits', 'k1'),
      state('/pages/benefits', 'k2', 'REPLACE'),
      state('/pages/search', 'k3'),
      state('/pages/search', 'k4', 'PUSH'),
      state('/pages/home', 'k5', 'POP'),
    ]) {
      navigated(each);
    }
    window.dispatchEvent(new Event('pagehide'));
    expect(paths()).toEqual(['/pages/home', '/pages/benefits', '/pages/search', '/pages/search', '/pages/home']);
  });

  it('reads the language from the document', () => {
    expect(['en', 'zh-Hans', 'zh-Hant', 'zh-HK', 'zh-CN', ''].map(languageOf)).toEqual(['EN', 'CN', 'TC', 'TC', 'CN', 'EN']);
  });
});

describe('events', () => {
  it('are counted on the current page; a search keeps its words only when it found nothing', () => {
    trackPageView('/pages/search');
    trackEvent('search', { results: 4, query: 'engineer jobs' });
    trackEvent('search', { results: 0, query: '  talent flat  ' });
    trackEvent('calculator_completed');
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sentBatches()[0]?.slice(1)).toEqual([
      { kind: 'search', path: '/pages/search', results: 4, language: 'EN', surface: 'web', width: CLASS_WIDTH.desktop },
      { kind: 'search', path: '/pages/search', results: 0, query: 'talent flat', language: 'EN', surface: 'web', width: CLASS_WIDTH.desktop },
      { kind: 'calculator_completed', path: '/pages/search', language: 'EN', surface: 'web', width: CLASS_WIDTH.desktop },
    ]);
  });
});

describe('batching', () => {
  it('waits a short time, then sends everything in one beacon', () => {
    trackPageView('/pages/home');
    trackEvent('assistant_answered');
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sentBatches()).toHaveLength(1);
    expect(sentBatches()[0]).toHaveLength(2);
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 3);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends at once when the page is hidden or left', () => {
    trackPageView('/pages/home');
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    trackPageView('/pages/life');
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBatches().map((batch) => batch.map((event) => event.path))).toEqual([['/pages/home'], ['/pages/life']]);
  });

  it('never puts more than the server takes into one beacon', () => {
    for (let index = 0; index < BATCH_MAX + 5; index += 1) trackPageView(`/pages/p${index}`);
    expect(sentBatches().map((batch) => batch.length)).toEqual([BATCH_MAX]);
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBatches().map((batch) => batch.length)).toEqual([BATCH_MAX, 5]);
  });

  it('falls back to a keep-alive text/plain request when the beacon is refused', () => {
    sendBeacon.mockReturnValueOnce(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    trackPageView('/pages/home');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledWith(ANALYTICS_ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain' } }));
    vi.unstubAllGlobals();
  });
});
