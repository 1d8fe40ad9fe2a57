import { readCookie } from '@/lib/storage/cookies';
import { SIDEBAR_STATUS_COOKIE, SIZE_COOKIE, UI_SIZES, type LayoutState, type UiSize } from './layout-slice';

/** Cookie values: sidebarStatus '1' open / '0' closed; size one of UI_SIZES. */
export function loadLayoutState(cookies: string = document.cookie): LayoutState {
  const size = readCookie(SIZE_COOKIE, cookies);
  return {
    mobileMenuOpen: readCookie(SIDEBAR_STATUS_COOKIE, cookies) === '1',
    size: (UI_SIZES as readonly string[]).includes(size ?? '') ? (size as UiSize) : 'default',
  };
}
