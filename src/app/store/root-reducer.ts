import { combineSlices } from '@reduxjs/toolkit';
import { languageSlice } from '@/features/language/store/language-slice';
import { sessionSlice } from '@/features/auth/store/session-slice';
import { authFlowSlice } from '@/features/auth/store/auth-flow-slice';
import { profileSlice } from '@/features/profile/store/profile-slice';
import { feedbackSlice } from '@/features/feedback/store/feedback-slice';
import { layoutSlice } from '@/features/layout/store/layout-slice';
import { homeSlice } from '@/features/home/store/home-slice';
import { benefitsSlice } from '@/features/benefits/store/benefits-slice';
import { eventsSlice } from '@/features/events/store/events-slice';
import { appsSlice } from '@/features/apps/store/apps-slice';
import { servicesSlice } from '@/features/services/store/services-slice';

export const rootReducer = combineSlices(languageSlice, sessionSlice, feedbackSlice, layoutSlice, authFlowSlice, profileSlice, homeSlice, benefitsSlice, eventsSlice, appsSlice, servicesSlice);
export type RootState = ReturnType<typeof rootReducer>;
