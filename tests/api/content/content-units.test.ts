import { describe, expect, it, vi } from 'vitest';
import { eventStateAt } from '../../../server/src/services/content/event-state.js';
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime } from '../../../server/src/services/content/ics.js';
import { ResponseCache, type ContentTimeline } from '../../../server/src/services/content/response-cache.js';
import { keywordPatterns, normalizeSearchText } from '../../../server/src/services/content/search-text.js';
import { cacheKey } from '../../../server/src/routes/content/reply-cached.js';

describe('search text normalization', () => {
  it.each([
    ['Traditional to Simplified', '個人所得税', '个人所得税'],
    ['Hong Kong glyphs', '週歲 裏 資訊', '周岁 里 资讯'],
    ['Simplified stays', '个人所得税', '个人所得税'],
    ['English lowercased', 'Income TAX', 'income tax'],
    ['full-width letters and digits', 'ＴＡＸ１５％', 'tax15%'],
    ['white space collapsed', '  a \n\t b ', 'a b'],
    ['control characters become spaces', 'a\u0000b\u007f', 'a b'],
  ])('%s', (_name, input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('escapes LIKE wildcards and the escape character in each keyword word', () => {
    expect(keywordPatterns('100%_ a\\b')).toEqual(['%100\\%\\_%', '%a\\\\b%']);
    expect(keywordPatterns("' OR 1=1 --")).toEqual(["%'%", '%or%', '%1=1%', '%--%']);
  });

  it('gives no pattern for an empty or blank keyword and at most 8 words', () => {
    expect(keywordPatterns(undefined)).toEqual([]);
    expect(keywordPatterns('   ')).toEqual([]);
    expect(keywordPatterns('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('event state', () => {
  const start = new Date('2026-05-01T01:00:00Z');
  const end = new Date('2026-05-01T09:00:00Z');
  it.each([
    ['before the start', new Date(start.getTime() - 1), 'upcoming'],
    ['at the start', start, 'on-going'],
    ['at the end', end, 'on-going'],
    ['just after the end', new Date(end.getTime() + 1), 'past'],
  ] as const)('%s → %s', (_name, now, state) => {
    expect(eventStateAt(start, end, now)).toBe(state);
  });
});

describe('iCalendar', () => {
  it('escapes text values', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('writes UTC date-times', () => {
    expect(icsDateTime(new Date('2026-12-06T01:00:00.000Z'))).toBe('20261206T010000Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`SUMMARY:${'合作区'.repeat(30)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(`SUMMARY:${'合作区'.repeat(30)}`);
  });

  it('builds a CRLF calendar with one event', () => {
    const ics = buildIcs({
      uid: 'EVT-1@example.org',
      stamp: new Date('2026-01-01T00:00:00Z'),
      startsAt: new Date('2026-01-02T01:00:00Z'),
      endsAt: new Date('2026-01-02T03:00:00Z'),
      title: 'A, B; C',
      description: 'Line 1\nLine 2',
      location: 'Hall 1',
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(ics).toContain('\r\nSUMMARY:A\\, B\\; C\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:Line 1\\nLine 2\r\n');
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});

describe('cache keys', () => {
  it('ignore the order and repetition of filter values', () => {
    expect(cacheKey('b', { a: ['y', 'x', 'x'], c: 1 })).toBe(cacheKey('b', { c: 1, a: ['x', 'y'] }));
    expect(cacheKey('b', { a: ['x'] })).not.toBe(cacheKey('b', { a: ['y'] }));
  });
});

describe('response cache', () => {
  function setup(timeline: ContentTimeline, maxEntries = 10) {
    let now = new Date('2026-01-01T00:00:00Z');
    const readTimeline = vi.fn(async () => ({ ...timeline }));
    const cache = new ResponseCache({ readTimeline, now: () => now, checkIntervalMs: 2000, maxEntries });
    let builds = 0;
    const build = (body: string) => async () => {
      builds += 1;
      return { body, contentType: 'text/plain' };
    };
    return {
      cache,
      readTimeline,
      build,
      builds: () => builds,
      advance: (ms: number) => (now = new Date(now.getTime() + ms)),
      timeline,
    };
  }

  it('builds once and serves the same body and ETag', async () => {
    const t = setup({ version: 1, nextChangeAt: null });
    const first = await t.cache.get('k', t.build('one'));
    const second = await t.cache.get('k', t.build('two'));
    expect(second).toEqual(first);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(t.builds()).toBe(1);
  });

  it('builds concurrent misses of one key once', async () => {
    const t = setup({ version: 1, nextChangeAt: null });
    await Promise.all([t.cache.get('k', t.build('a')), t.cache.get('k', t.build('a')), t.cache.get('k', t.build('a'))]);
    expect(t.builds()).toBe(1);
  });

  it('checks the version at most once per interval and clears on a change', async () => {
    const t = setup({ version: 1, nextChangeAt: null });
    await t.cache.get('k', t.build('a'));
    t.timeline.version = 2;
    t.advance(1000);
    expect((await t.cache.get('k', t.build('b'))).body).toBe('a');
    expect(t.readTimeline).toHaveBeenCalledTimes(1);
    t.advance(1000);
    expect((await t.cache.get('k', t.build('b'))).body).toBe('b');
    expect(t.readTimeline).toHaveBeenCalledTimes(2);
  });

  it('clears at once when this instance writes', async () => {
    const t = setup({ version: 1, nextChangeAt: null });
    await t.cache.get('k', t.build('a'));
    t.cache.noteVersion(2);
    t.timeline.version = 2;
    expect((await t.cache.get('k', t.build('b'))).body).toBe('b');
  });

  it('clears when the clock passes the next scheduled change or goes backwards', async () => {
    const t = setup({ version: 1, nextChangeAt: new Date('2026-01-01T00:00:00.500Z') });
    await t.cache.get('k', t.build('a'));
    t.timeline.nextChangeAt = null;
    t.advance(499);
    expect((await t.cache.get('k', t.build('b'))).body).toBe('a');
    t.advance(1);
    expect((await t.cache.get('k', t.build('b'))).body).toBe('b');
    t.advance(-60_000);
    expect((await t.cache.get('k', t.build('c'))).body).toBe('c');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const t = setup({ version: 1, nextChangeAt: null }, 2);
    await t.cache.get('a', t.build('a'));
    await t.cache.get('b', t.build('b'));
    await t.cache.get('a', t.build('a'));
    await t.cache.get('c', t.build('c'));
    expect(t.cache.size).toBe(2);
    const before = t.builds();
    await t.cache.get('a', t.build('a'));
    expect(t.builds()).toBe(before);
    await t.cache.get('b', t.build('b'));
    expect(t.builds()).toBe(before + 1);
  });

  it('finds an entry by a remembered URL while the entry lives, and forgets the oldest URLs beyond its size', async () => {
    const t = setup({ version: 1, nextChangeAt: null }, 2);
    const entry = await t.cache.get('k', t.build('a'));
    expect(t.cache.peekUrl('/x?a=1')).toBeUndefined();
    t.cache.rememberUrl('/x?a=1', 'k');
    expect(t.cache.peekUrl('/x?a=1')).toEqual(entry);
    t.cache.rememberUrl('/x?b=1', 'k');
    t.cache.rememberUrl('/x?c=1', 'k');
    expect(t.cache.peekUrl('/x?a=1')).toBeUndefined();
    expect(t.cache.peekUrl('/x?c=1')).toEqual(entry);
    t.cache.noteVersion(2);
    expect(t.cache.peekUrl('/x?c=1')).toBeUndefined();
  });

  it('does not keep a build that raced a write', async () => {
    const t = setup({ version: 1, nextChangeAt: null });
    let release!: () => void;
    let started!: () => void;
    const building = new Promise<void>((resolve) => (started = resolve));
    const slow = t.cache.get('k', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { body: 'old', contentType: 'text/plain' };
    });
    await building;
    t.cache.noteVersion(2);
    t.timeline.version = 2;
    release();
    expect((await slow).body).toBe('old');
    expect((await t.cache.get('k', t.build('new'))).body).toBe('new');
  });

  it('does not keep failures', async () => {
    const t = setup({ version: 1, nextChangeAt: null });
    await expect(t.cache.get('k', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await t.cache.get('k', t.build('ok'))).body).toBe('ok');
  });
});
