import { useCallback } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollRestoration } from '@/lib/router/history-router';
import { AppSpinner } from '@/components/ui/app-spinner';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeCenter } from '@/components/ui/notice-center';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import {
  noticeDismissed,
  selectAppSpinnerVisible,
  selectNotices,
  selectOverlayOpen,
} from '@/features/feedback/store/feedback-slice';
import { usePageRouting } from './use-page-routing';

/** Wraps every route: page data and head, scroll restoration and the global feedback (spinner, overlay, notices). */
export function RootLayout() {
  usePageRouting();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <GlobalFeedback />
    </>
  );
}

export function GlobalFeedback() {
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectNotices);
  const overlayOpen = useAppSelector(selectOverlayOpen);
  const spinnerVisible = useAppSelector(selectAppSpinnerVisible);
  const onDismiss = useCallback((id: string) => dispatch(noticeDismissed(id)), [dispatch]);
  return (
    <>
      <AppSpinner visible={spinnerVisible} />
      <LoadingOverlay open={overlayOpen} />
      <NoticeCenter notices={notices} onDismiss={onDismiss} />
    </>
  );
}
