import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** UI preferences the spec keeps in cookies (§3): sidebarStatus (mobile side menu open) and size (UI size). */
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
export const UI_SIZES = ['default'] as const;
export type UiSize = (typeof UI_SIZES)[number];

export interface LayoutState {
  mobileMenuOpen: boolean;
  size: UiSize;
}

const initialState: LayoutState = { mobileMenuOpen: false, size: 'default' };

export const layoutSlice = createSlice({
  name: 'layout',
  initialState,
  reducers: {
    mobileMenuSet(state, action: PayloadAction<boolean>) {
      state.mobileMenuOpen = action.payload;
    },
    sizeSet(state, action: PayloadAction<UiSize>) {
      state.size = action.payload;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectUiSize: (state) => state.size,
  },
});

export const { mobileMenuSet, sizeSet } = layoutSlice.actions;
export const { selectMobileMenuOpen, selectUiSize } = layoutSlice.selectors;
