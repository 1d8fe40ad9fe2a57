import { createAction } from '@reduxjs/toolkit';

/**
 * A message shown to the user: a toast (transient) or an alert (modal, with a title). The action lives in shared code
 * so any feature can announce something without importing the feedback feature, which owns the list.
 */
export interface Notice {
  id: string;
  kind: 'toast' | 'alert';
  status: 'success' | 'error' | 'info' | 'warning';
  /** A message id from locales/, or literal text that came from the server. */
  messageId?: string;
  values?: Record<string, string | number>;
  text?: string;
  titleId?: string;
}

export const noticeShown = createAction<Notice>('feedback/noticeShown');
