import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { redirectDone, selectRedirect } from '../store/auth-flow-slice';

/** Carries out the redirect a finished flow asked for, so the sagas never touch the router. */
export function useAuthRedirect(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const redirect = useAppSelector(selectRedirect);
  useEffect(() => {
    if (redirect === null) return;
    dispatch(redirectDone());
    void navigate(redirect, { replace: true });
  }, [redirect, dispatch, navigate]);
}
