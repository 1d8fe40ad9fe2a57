import { describe, expect, it } from 'vitest';
import { serializeParams } from '@/lib/http/serialize-params';

describe('serializeParams', () => {
  it('repeats array keys without indices', () => {
    expect(serializeParams({ ids: [1, 2, 3], q: 'a b' })).toBe('ids=1&ids=2&ids=3&q=a+b');
  });
  it('leaves out null and undefined, keeps 0 and false', () => {
    expect(serializeParams({ a: null, b: undefined, c: 0, d: false, e: [null, 'x'] })).toBe('c=0&d=false&e=x');
  });
  it('writes dates as ISO text', () => {
    expect(serializeParams({ at: new Date(Date.UTC(2022, 10, 1)) })).toBe('at=2022-11-01T00%3A00%3A00.000Z');
  });
  it('handles no params', () => {
    expect(serializeParams(undefined)).toBe('');
  });
});
