import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store/feature-store';

/** Three text sizes (WCAG 1.4.4 on a screen nobody can zoom): the kiosk's base, larger, largest. */
export const TEXT_SIZE_STEPS = 3;
export type TextSizeStep = 0 | 1 | 2;

export interface KioskAccessState {
  textSize: TextSizeStep;
  highContrast: boolean;
}

export const initialKioskAccessState: KioskAccessState = { textSize: 0, highContrast: false };

const clampStep = (step: number): TextSizeStep => Math.min(TEXT_SIZE_STEPS - 1, Math.max(0, step)) as TextSizeStep;

/**
 * The visitor's reading aids. A slice of the store (not component state) so the kiosk's visitor reset, which brings
 * every slice back to its initial state, also restores normal text and contrast for the next person.
 */
export const kioskAccessSlice = createSlice({
  name: 'kioskAccess',
  initialState: initialKioskAccessState,
  reducers: {
    textSizeChanged(state, action: PayloadAction<number>) {
      state.textSize = clampStep(action.payload);
    },
    highContrastToggled(state) {
      state.highContrast = !state.highContrast;
    },
  },
  selectors: {
    selectTextSize: (state) => state.textSize,
    selectHighContrast: (state) => state.highContrast,
  },
});

export const { textSizeChanged, highContrastToggled } = kioskAccessSlice.actions;

// Injected by the kiosk entry only: the web app's store never carries it.
const injected = kioskAccessSlice.injectInto(rootReducer);
export const { selectTextSize, selectHighContrast } = injected.selectors;

declare module '@/app/store/root-reducer' {
  interface LazyLoadedSlices {
    kioskAccess: KioskAccessState;
  }
}
