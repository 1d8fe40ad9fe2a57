import { combineSlices } from '@reduxjs/toolkit';
import { languageSlice } from '@/features/language/store/language-slice';
import { sessionSlice } from '@/features/auth/store/session-slice';
import { feedbackSlice } from '@/features/feedback/store/feedback-slice';
import { layoutSlice } from '@/features/layout/store/layout-slice';

export const rootReducer = combineSlices(languageSlice, sessionSlice, feedbackSlice, layoutSlice);
export type RootState = ReturnType<typeof rootReducer>;
