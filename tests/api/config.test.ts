import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config.js';
import { isDatabaseUnavailable } from '../../server/src/db/availability.js';
import { resolveLanguage } from '../../server/src/lib/i18n.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      redisUrl: undefined,
      staticDir: 'dist',
      logLevel: 'info',
      trustProxy: false,
      bodyLimit: 1024 * 1024,
      devMailbox: false,
    });
  });

  it('turns the development mailbox on only with DEV_MAILBOX, never through NODE_ENV', () => {
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: ' TRUE ' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: '' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devMailbox).toBe(false);
  });

  it('converts and trims values; empty ones count as unset', () => {
    const config = loadConfig({ PORT: ' 8080 ', DATABASE_URL: '', TRUST_PROXY: '2', LOG_LEVEL: 'warn' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, trustProxy: 2, logLevel: 'warn' });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEV_MAILBOX: 'yes' }, 'DEV_MAILBOX'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['/x?language=EN', 'zh-CN', 'EN'],
    ['/x?language=tc', undefined, 'TC'],
    ['/x?language=XX', 'en-GB', 'EN'],
    ['/x', 'zh-TW', 'TC'],
    ['/x', 'zh-Hant-HK', 'TC'],
    ['/x', 'zh-MO', 'TC'],
    ['/x', 'zh', 'CN'],
    ['/x', 'zh-Hans-CN', 'CN'],
    ['/x', 'de, en;q=0.5', 'EN'],
    ['/x', 'en;q=0.2, zh-HK;q=0.9', 'TC'],
    ['/x', 'de, fr', 'CN'],
    ['/x', undefined, 'CN'],
  ])('%s with Accept-Language %s → %s', (url, header, expected) => {
    expect(resolveLanguage(url, header)).toBe(expected);
  });
});

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
  it.each([
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), true],
    [wrapped(new Error('Connection terminated unexpectedly')), true],
    [wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })), true],
    [wrapped(Object.assign(new Error('x'), { code: '08006' })), true],
    [new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]), true],
    [wrapped(Object.assign(new Error('syntax error'), { code: '42601' })), false],
    [wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })), false],
    [new Error('boom'), false],
    ['text', false],
  ])('%s → %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
