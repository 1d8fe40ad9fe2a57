import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/store/hooks';
import { sessionCleared } from '@/features/auth/store/session-slice';

export const CLEAR_SESSION_PARAM = 'clear';

/** Spec §4: a route param of 'clear' (e.g. /auth/login?clear) wipes the stored user info and token. */
export function useClearSessionParam(): void {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const clear = searchParams.has(CLEAR_SESSION_PARAM);
  useEffect(() => {
    if (clear) dispatch(sessionCleared());
  }, [clear, dispatch]);
}
