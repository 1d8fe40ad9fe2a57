import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { selectNavigateTo } from '../store/reports-feature';
import { navigationDone } from '../store/reports-slice';

/** Follows the flow saga's navigation requests (next topic, back to a question, the generated report). */
export function useFlowNavigation(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const to = useAppSelector(selectNavigateTo);
  useEffect(() => {
    if (to === null) return;
    dispatch(navigationDone());
    void navigate(to);
  }, [to, dispatch, navigate]);
}

