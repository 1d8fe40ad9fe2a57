import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, CloseButton, Stack } from '@chakra-ui/react';
import { CloseIcon } from './icons';

/** What the notice center shows; structurally the feedback slice's Notice, kept here so ui/ needs no feature. */
export interface NoticeItem {
  id: string;
  kind: 'toast' | 'alert';
  status: 'success' | 'error' | 'info' | 'warning';
  /** A message id from locales/, or… */
  messageId?: string;
  values?: Record<string, string | number>;
  /** …literal text that came from the server. */
  text?: string;
  /** Alert title id; 系统提示 ("System notice") by default. */
  titleId?: string;
}

export interface NoticeCenterProps {
  notices: readonly NoticeItem[];
  onDismiss: (id: string) => void;
  /** Toasts dismiss themselves after this long; null keeps them (Storybook, screenshots). */
  toastDurationMs?: number | null;
}

// The modal (dialog machine, focus trap) loads with the first alert; most visits never see one.
const NoticeAlertDialog = lazy(() => import('./notice-alert-dialog').then((m) => ({ default: m.NoticeAlertDialog })));

export const DEFAULT_TOAST_MS = 3_000;

/** Darker than the recipe's solid colours so white text keeps a 4.5:1 contrast (WCAG 1.4.3). */
const toastBg: Record<NoticeItem['status'], string> = {
  success: 'green.700',
  error: 'red.700',
  info: 'brand.700',
  warning: 'orange.800',
};

function useNoticeText() {
  const intl = useIntl();
  return (notice: NoticeItem) =>
    notice.messageId ? intl.formatMessage({ id: notice.messageId }, notice.values) : (notice.text ?? '');
}

function Toast({ notice, onDismiss, durationMs }: { notice: NoticeItem; onDismiss: (id: string) => void; durationMs: number | null }) {
  const intl = useIntl();
  const text = useNoticeText();
  useEffect(() => {
    if (durationMs === null) return;
    const timer = setTimeout(() => onDismiss(notice.id), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, notice.id, onDismiss]);

  return (
    <Alert.Root
      status={notice.status}
      variant="solid"
      bg={toastBg[notice.status]}
      color="white"
      role={notice.status === 'error' ? 'alert' : 'status'}
      boxShadow="lg"
      alignItems="center"
      data-testid="toast"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text(notice)}</Alert.Description>
      </Alert.Content>
      <CloseButton
        size="xs"
        color="inherit"
        aria-label={intl.formatMessage({ id: 'notice.dismiss' })}
        onClick={() => onDismiss(notice.id)}
      >
        <CloseIcon />
      </CloseButton>
    </Alert.Root>
  );
}

/**
 * Renders the notice queue: toasts stacked at the top of the viewport, and the first alert as a modal alert dialog
 * (time-out and network failures, spec §8) that the user confirms.
 */
export function NoticeCenter({ notices, onDismiss, toastDurationMs = DEFAULT_TOAST_MS }: NoticeCenterProps) {
  const text = useNoticeText();
  const toasts = notices.filter((n) => n.kind === 'toast');
  const alert = notices.find((n) => n.kind === 'alert');

  return (
    <>
      {toasts.length > 0 ? (
        <Box position="fixed" top="4" insetX="0" zIndex="toast" display="flex" justifyContent="center" px="4" pointerEvents="none">
          <Stack gap="2" w="full" maxW="md" pointerEvents="auto" data-testid="toast-region">
            {toasts.map((notice) => (
              <Toast key={notice.id} notice={notice} onDismiss={onDismiss} durationMs={toastDurationMs} />
            ))}
          </Stack>
        </Box>
      ) : null}

      {alert ? (
        <Suspense fallback={null}>
          <NoticeAlertDialog
            key={alert.id}
            title={<FormattedMessage id={alert.titleId ?? 'notice.alert.title'} />}
            message={text(alert)}
            onClose={() => onDismiss(alert.id)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
