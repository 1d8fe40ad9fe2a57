import { call, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { writeCookie } from '@/lib/storage/cookies';
import { SIDEBAR_STATUS_COOKIE, SIZE_COOKIE, mobileMenuSet, sizeSet, type UiSize } from './layout-slice';

/** Writes the layout cookies when the mobile menu opens or closes and when the text size changes (read: layout-cookies.ts). */
export function* layoutCookieSaga() {
  yield* takeEvery(mobileMenuSet.type, function* (action: PayloadAction<boolean>) {
    yield* call(writeCookie, SIDEBAR_STATUS_COOKIE, action.payload ? '1' : '0');
  });
  yield* takeEvery(sizeSet.type, function* (action: PayloadAction<UiSize>) {
    yield* call(writeCookie, SIZE_COOKIE, action.payload);
  });
}
