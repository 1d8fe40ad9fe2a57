import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FormattedMessage, useIntl } from 'react-intl';
import { NoticeAlertInPage, NoticeCenter, type NoticeItem } from '@/components/ui/notice-center';
import { withMinHeight } from '../../support/frames';
import { inLanguage } from '../../support/languages';

const serverError: NoticeItem = { id: 'n1', kind: 'toast', status: 'error', messageId: 'http.error.server-default' };
const switched: NoticeItem = { id: 'n2', kind: 'toast', status: 'success', messageId: 'language.switch.success' };
const timeoutAlert: NoticeItem = {
  id: 'n3',
  kind: 'alert',
  status: 'warning',
  messageId: 'http.error.timeout',
  titleId: 'http.alert.title',
};
const networkAlert: NoticeItem = { id: 'n4', kind: 'alert', status: 'error', messageId: 'http.error.network', titleId: 'http.alert.title' };

const meta = {
  title: 'UI/NoticeCenter',
  component: NoticeCenter,
  args: { notices: [], onDismiss: fn(), toastDurationMs: null },
  decorators: [withMinHeight('320px')],
} satisfies Meta<typeof NoticeCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toasts: Story = {
  args: { notices: [serverError, switched] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server error, please contact technical support');
    await expect(canvas.getByRole('status')).toHaveTextContent('Switch Language Success');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[0]!);
    await expect(args.onDismiss).toHaveBeenCalledWith('n1');
  },
};

/** A toast with the server's own message (spec §8: server message before the default), which arrives worded. */
export const ServerMessageToast: Story = {
  args: { notices: [{ id: 'n5', kind: 'toast', status: 'error', text: 'Too many requests. Please try again in 30 seconds.' }] },
};

export const ToastDismissesItself: Story = {
  args: { notices: [switched], toastDurationMs: 50 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('n2'));
  },
};

export const TimeoutAlert: Story = {
  args: { notices: [timeoutAlert] },
  play: async ({ userEvent, args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'System message' });
    await expect(dialog).toHaveTextContent('The request timed out, please try again later');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('n3');
  },
};

export const NetworkAlert: Story = {
  args: { notices: [networkAlert] },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The request failed, please check that the network is connected');
  },
};

/** The catalogue's CN texts, exactly as the spec words them. */
export const SimplifiedChineseTimeoutAlert: Story = {
  ...inLanguage('CN'),
  args: { notices: [timeoutAlert] },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: '系统提示' });
    await expect(dialog).toHaveTextContent('请求超时，请稍后重试');
  },
};

export const SimplifiedChineseToasts: Story = { ...inLanguage('CN'), args: { notices: [serverError, switched] } };
export const SimplifiedChineseNetworkAlert: Story = { ...inLanguage('CN'), args: { notices: [networkAlert] } };
export const TraditionalChineseToasts: Story = { ...inLanguage('TC'), args: { notices: [serverError, switched] } };
export const TraditionalChineseTimeoutAlert: Story = { ...inLanguage('TC'), args: { notices: [timeoutAlert] } };

/** The network alert while its dialog's code cannot be downloaded (the network it reports on is down): in the page. */
function NetworkAlertInPage({ onDismiss }: { onDismiss: (id: string) => void }) {
  const intl = useIntl();
  return (
    <NoticeAlertInPage
      status="error"
      title={<FormattedMessage id="http.alert.title" />}
      message={intl.formatMessage({ id: 'http.error.network' })}
      onClose={() => onDismiss(networkAlert.id)}
    />
  );
}

export const NetworkAlertWithoutItsDialog: Story = {
  render: (args) => <NetworkAlertInPage onDismiss={args.onDismiss} />,
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('System message');
    await expect(alert).toHaveTextContent('The request failed, please check that the network is connected');
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('n4');
  },
};

export const SimplifiedChineseNetworkAlertWithoutItsDialog: Story = {
  ...inLanguage('CN'),
  render: (args) => <NetworkAlertInPage onDismiss={args.onDismiss} />,
};
