import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_URL, heartbeatRoute, startHeartbeat } from './heartbeat';

const fetchMock = vi.fn<typeof fetch>();
const KEY = 'k'.repeat(43);
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('kiosk heartbeat', () => {
  it('beats once at start and then every 60 s with device, version, route and online state', () => {
    let route = '/events?q=Chan#top';
    const stop = startHeartbeat({ deviceId: 'hall-1', deviceKey: KEY, version: '1.0.19', getRoute: () => route });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(HEARTBEAT_URL);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(sent()[0]).toEqual({ deviceId: 'hall-1', key: KEY, version: '1.0.19', route: '/events', online: true });

    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    route = '/jobs/JOB-0001';
    vi.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent()[1]?.route).toBe('/jobs/JOB-0001');
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(5);

    stop();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 5);
    window.dispatchEvent(new Event('online'));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('reports the offline state and beats again as soon as the browser is back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = startHeartbeat({ deviceId: 'hall-2', deviceKey: KEY, version: '1.0.19', getRoute: () => '/' });
    expect(sent()[0]?.online).toBe(false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent()[1]?.online).toBe(true);
    stop();
    onLine.mockRestore();
  });

  it('survives a failed beat and keeps the schedule', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const stop = startHeartbeat({ deviceId: 'hall-3', deviceKey: KEY, version: '1.0.19', getRoute: () => '/' });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('sends nothing for a device id the server would refuse', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const deviceId of ['', 'hall 1', 'a'.repeat(65), '大堂']) {
      startHeartbeat({ deviceId, deviceKey: KEY, version: '1.0.19', getRoute: () => '/' })();
    }
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('sends nothing without a device key (the server would refuse every beat)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = startHeartbeat({ deviceId: 'hall-4', deviceKey: null, version: '1.0.19', getRoute: () => '/' });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('has no key'));
    stop();
    warn.mockRestore();
  });

  it('keeps only the path of a route', () => {
    expect(heartbeatRoute('/events?q=x')).toBe('/events');
    expect(heartbeatRoute('jobs#a')).toBe('/jobs');
    expect(heartbeatRoute('')).toBe('/');
    expect(heartbeatRoute(`/${'x'.repeat(300)}`)).toHaveLength(200);
  });
});
