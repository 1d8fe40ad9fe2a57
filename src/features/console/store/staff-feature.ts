import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { staffSaga } from './staff-saga';
import { staffSlice, type StaffState } from './staff-slice';

/**
 * The staff screens' store (sign-in step, users, audit, hub inbox), injected with the console's code like the
 * console's own slice (console-feature.ts), and read through the same kind of view.
 */
const injected = staffSlice.injectInto(rootReducer);
registerPageSaga(function* startStaffSaga() {
  yield* staffSaga();
});

type WithStaff = { consoleStaff?: StaffState };
const read =
  <T>(select: (state: WithStaff) => T) =>
  (state: object): T =>
    select(state as WithStaff);

export const selectSignIn = read(injected.selectors.selectSignIn);
export const selectUsers = read(injected.selectors.selectUsers);
export const selectUser = read(injected.selectors.selectUser);
export const selectUserAction = read(injected.selectors.selectUserAction);
export const selectHubUsers = read(injected.selectors.selectHubUsers);
export const selectAudit = read(injected.selectors.selectAudit);
export const selectAuditExport = read(injected.selectors.selectAuditExport);
export const selectInbox = read(injected.selectors.selectInbox);
export const selectInboxAction = read(injected.selectors.selectInboxAction);
