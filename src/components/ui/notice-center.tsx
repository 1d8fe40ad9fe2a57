import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, CloseButton, Stack } from '@chakra-ui/react';
import { loadWithRetry } from '@/lib/chunk-load';
import { CloseIcon } from './icons';
import type { NoticeAlertDialogProps } from './notice-alert-dialog';

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

// The modal (dialog machine, focus trap) loads with the first alert; most visits never see one. An alert often says
// the network failed, when its code may not load either: a failed load is forgotten (the next alert tries again), and
// the alert meanwhile shows in the page (NoticeAlertInPage), never as an error that takes the page down.
type AlertDialog = ComponentType<NoticeAlertDialogProps>;
let alertDialog: AlertDialog | undefined;
let alertDialogLoad: Promise<AlertDialog> | undefined;

/** Loads the alert dialog's code ahead of need (the kiosk does at start-up: it runs on through network drops). */
export function preloadNoticeAlertDialog(): Promise<AlertDialog> {
  alertDialogLoad ??= loadWithRetry(() => import('./notice-alert-dialog').then((m) => ({ default: m.NoticeAlertDialog }))).then(
    (module) => (alertDialog = module.default),
    (error: unknown) => {
      alertDialogLoad = undefined;
      throw error;
    },
  );
  return alertDialogLoad;
}

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

/** The alert as a modal dialog once its code is there; in the page if that code cannot be loaded now. */
function AlertNotice({ status, ...props }: NoticeAlertDialogProps & { status: NoticeItem['status'] }) {
  // The dialog once its code is there, 'failed' while it cannot be loaded.
  const [dialog, setDialog] = useState<{ component: AlertDialog } | 'failed' | undefined>(() =>
    alertDialog ? { component: alertDialog } : undefined,
  );
  useEffect(() => {
    if (dialog) return;
    let current = true;
    preloadNoticeAlertDialog().then(
      (component) => current && setDialog({ component }),
      () => current && setDialog('failed'),
    );
    return () => {
      current = false;
    };
  }, [dialog]);
  if (dialog === 'failed') return <NoticeAlertInPage status={status} {...props} />;
  return dialog ? <dialog.component {...props} /> : null;
}

/** Toasts and in-page alerts: centred at the top of the viewport, above the page. */
function TopOfViewport({ children }: { children: ReactNode }) {
  return (
    <Box position="fixed" top="4" insetX="0" zIndex="toast" display="flex" justifyContent="center" px="4" pointerEvents="none">
      {children}
    </Box>
  );
}

/** An alert shown in the page: what the modal alert becomes while its code cannot be downloaded. */
export function NoticeAlertInPage({ status, title, message, onClose }: NoticeAlertDialogProps & { status: NoticeItem['status'] }) {
  return (
    <TopOfViewport>
      <Alert.Root
        status={status}
        variant="solid"
        bg={toastBg[status]}
        color="white"
        role="alert"
        boxShadow="lg"
        maxW="md"
        pointerEvents="auto"
        data-testid="notice-alert-in-page"
      >
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
          <Button alignSelf="flex-end" size="sm" bg="white" color="gray.900" _hover={{ bg: 'gray.100' }} onClick={onClose}>
            <FormattedMessage id="notice.alert.confirm" />
          </Button>
        </Alert.Content>
      </Alert.Root>
    </TopOfViewport>
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
        <TopOfViewport>
          <Stack gap="2" w="full" maxW="md" pointerEvents="auto" data-testid="toast-region">
            {toasts.map((notice) => (
              <Toast key={notice.id} notice={notice} onDismiss={onDismiss} durationMs={toastDurationMs} />
            ))}
          </Stack>
        </TopOfViewport>
      ) : null}

      {alert ? (
        <AlertNotice
          key={alert.id}
          status={alert.status}
          title={<FormattedMessage id={alert.titleId ?? 'notice.alert.title'} />}
          message={text(alert)}
          onClose={() => onDismiss(alert.id)}
        />
      ) : null}
    </>
  );
}
