import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { formReset, selectAuthForm, type AuthForm } from '../store/auth-flow-slice';
import { useAuthRedirect } from './use-auth-redirect';

/** A screen's form status from the store; the stale failure is dropped when the screen is left. */
export function useAuthForm(form: AuthForm) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectAuthForm(root, form));
  useAuthRedirect();
  useEffect(() => () => void dispatch(formReset(form)), [dispatch, form]);
  return state;
}
