import { combineSlices } from '@reduxjs/toolkit';
import { languageSlice } from '@/features/language/store/language-slice';
import { sessionSlice } from '@/features/auth/store/session-slice';
import { authFlowSlice } from '@/features/auth/store/auth-flow-slice';
import { profileSlice } from '@/features/profile/store/profile-slice';
import { feedbackSlice } from '@/features/feedback/store/feedback-slice';
import { layoutSlice } from '@/features/layout/store/layout-slice';

export const rootReducer = combineSlices(languageSlice, sessionSlice, feedbackSlice, layoutSlice, authFlowSlice, profileSlice);
export type RootState = ReturnType<typeof rootReducer>;
