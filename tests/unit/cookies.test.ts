import { describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '@/lib/storage/cookies';

describe('cookies', () => {
  it('writes with SameSite=Lax, path / and a one-year lifetime', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('language', 'TC');
    expect(set).toHaveBeenCalledWith('language=TC; Max-Age=31536000; Path=/; SameSite=Lax');
    set.mockRestore();
  });

  it('reads back what it wrote, and removes it', () => {
    writeCookie('size', 'default');
    writeCookie('sidebarStatus', '1');
    expect(readCookie('size')).toBe('default');
    expect(readCookie('sidebarStatus')).toBe('1');
    removeCookie('size');
    expect(readCookie('size')).toBeUndefined();
  });

  it('parses a cookie string and decodes values', () => {
    expect(readCookie('b', 'a=1; b=x%20y; c=3')).toBe('x y');
    expect(readCookie('bb', 'b=1')).toBeUndefined();
    expect(readCookie('a', 'a=%E0%A4%A')).toBeUndefined();
  });
});
