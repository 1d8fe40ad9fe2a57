import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import {
  selectApplicationList,
  selectApplicationsOwner,
  selectAppliedJobNos,
  selectSavedSearches,
} from '../store/applications-feature';
import { applicationsCleared, applicationsRequested, savedSearchesRequested } from '../store/applications-slice';

/**
 * The session's token, read from the store's state rather than the auth feature's code (features do not import each
 * other). Null on the server and until the browser has joined the stored session after hydration.
 */
export function useSessionToken(): string | null {
  return useAppSelector((state) => state.session.token);
}

export const useSignedIn = (): boolean => useSessionToken() !== null;

/**
 * Keeps the user's applications loaded for the current session: asked for once per login (a new login is another
 * token), dropped when the session ends. Runs in effects only, so the server render shows the anonymous state.
 */
export function useApplicationsSync(): void {
  const dispatch = useAppDispatch();
  const token = useSessionToken();
  const owner = useAppSelector(selectApplicationsOwner);
  const status = useAppSelector(selectApplicationList).status;
  useEffect(() => {
    if (token === null) {
      if (owner !== null) dispatch(applicationsCleared());
      return;
    }
    if (owner !== token || status === 'idle') dispatch(applicationsRequested(token));
  }, [dispatch, token, owner, status]);
}

/** The same for the saved searches (the profile's list). */
export function useSavedSearchesSync(): void {
  const dispatch = useAppDispatch();
  const token = useSessionToken();
  const owner = useAppSelector(selectApplicationsOwner);
  const status = useAppSelector(selectSavedSearches).status;
  useEffect(() => {
    if (token !== null && (owner !== token || status === 'idle')) dispatch(savedSearchesRequested(token));
  }, [dispatch, token, owner, status]);
}

/** The board's "applied" badges: the jobs with a standing application, loaded for the session when needed. */
export function useAppliedJobNos(): ReadonlySet<string> {
  useApplicationsSync();
  return useAppSelector(selectAppliedJobNos);
}
