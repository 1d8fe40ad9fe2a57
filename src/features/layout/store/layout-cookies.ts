import { call, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { readCookie, writeCookie } from '@/lib/storage/cookies';
import {
  SIDEBAR_STATUS_COOKIE,
  SIZE_COOKIE,
  UI_SIZES,
  mobileMenuSet,
  sizeSet,
  type LayoutState,
  type UiSize,
} from './layout-slice';

/** Cookie values: sidebarStatus '1' open / '0' closed; size one of UI_SIZES. */
export function loadLayoutState(cookies: string = document.cookie): LayoutState {
  const size = readCookie(SIZE_COOKIE, cookies);
  return {
    mobileMenuOpen: readCookie(SIDEBAR_STATUS_COOKIE, cookies) === '1',
    size: (UI_SIZES as readonly string[]).includes(size ?? '') ? (size as UiSize) : 'default',
  };
}

export function* layoutCookieSaga() {
  yield* takeEvery(mobileMenuSet.type, function* (action: PayloadAction<boolean>) {
    yield* call(writeCookie, SIDEBAR_STATUS_COOKIE, action.payload ? '1' : '0');
  });
  yield* takeEvery(sizeSet.type, function* (action: PayloadAction<UiSize>) {
    yield* call(writeCookie, SIZE_COOKIE, action.payload);
  });
}
