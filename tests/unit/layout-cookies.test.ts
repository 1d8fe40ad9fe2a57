import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store/make-store';
import { loadLayoutState } from '@/features/layout/store/layout-cookies';
import { mobileMenuSet, selectMobileMenuOpen, selectUiSize } from '@/features/layout/store/layout-slice';
import { readCookie } from '@/lib/storage/cookies';

describe('sidebarStatus and size cookies', () => {
  it('defaults: menu closed, size default', () => {
    expect(loadLayoutState('')).toEqual({ mobileMenuOpen: false, size: 'default' });
  });

  it('reads sidebarStatus=1 as open and ignores an unknown size', () => {
    expect(loadLayoutState('sidebarStatus=1; size=huge')).toEqual({ mobileMenuOpen: true, size: 'default' });
  });

  it('writes sidebarStatus when the mobile menu opens or closes', () => {
    const store = makeStore();
    store.dispatch(mobileMenuSet(true));
    expect(readCookie('sidebarStatus')).toBe('1');
    expect(selectMobileMenuOpen(store.getState())).toBe(true);
    store.dispatch(mobileMenuSet(false));
    expect(readCookie('sidebarStatus')).toBe('0');
    expect(selectUiSize(store.getState())).toBe('default');
  });
});
