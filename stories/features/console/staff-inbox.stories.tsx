import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { InboxRequest } from '@/features/console/api/staff-api';
import { InboxList, InboxStatusFilter } from '@/features/console/components/inbox-list';
import type { InboxAction, StaffOutcome } from '@/features/console/store/staff-slice';
import type { ResourceStatus } from '@/lib/resource';
import { inLanguage } from '../../support/languages';
import { withConsoleMessages, withConsolePage } from './fixtures';
import { colleagues, INBOX_NOW, inboxPage, sampleInbox } from './staff-fixtures';

interface Args {
  status: ResourceStatus;
  list: InboxRequest[];
  selfId?: number;
  pending: { id: number; action: InboxAction } | null;
  outcome: StaffOutcome<InboxAction> | null;
  onStatus: (status: unknown) => void;
  onAssign: (id: number, userId: number | null) => void;
  onReply: (id: number, body: string) => void;
  onClose: (id: number) => void;
  onRetry: () => void;
}

/** The hub inbox: overdue first and marked in words, due times, assignment, the reply form and the thread. */
const meta = {
  title: 'Console/Staff/Inbox',
  decorators: [withConsolePage, withConsoleMessages],
  args: { status: 'ready', list: sampleInbox, selfId: 1, pending: null, outcome: null, onStatus: fn(), onAssign: fn(), onReply: fn(), onClose: fn(), onRetry: fn() },
  render: ({ status, list, onStatus, ...rest }) => (
    <>
      <InboxStatusFilter status={undefined} onChange={onStatus} />
      <InboxList
        {...rest}
        status={status}
        page={status === 'error' ? undefined : inboxPage(list)}
        filtered={false}
        now={INBOX_NOW}
        colleagues={colleagues}
        pageHrefOf={(page) => `/console/inbox?page=${page}`}
      />
    </>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

const card = (canvas: { getAllByTestId: (id: string) => HTMLElement[] }, index: number) => canvas.getAllByTestId('console-inbox-request')[index]!;

export const List: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('console-inbox-summary')).toHaveTextContent('3 requests, 1 overdue on this page');
    const first = card(canvas, 0);
    // Overdue is said in words (and boxed), not only shown in red.
    await expect(within(first).getByTestId('console-inbox-overdue')).toHaveTextContent('Overdue: was due');
    await expect(within(first).getByTestId('console-inbox-overdue')).toHaveTextContent('6 hours ago');
    await expect(within(card(canvas, 1)).getByTestId('console-inbox-due')).toHaveTextContent('in 5 hours');
    await expect(within(first).getByTestId('console-inbox-assignee')).toHaveTextContent('Not assigned');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'closed');
    await expect(args.onStatus).toHaveBeenCalledWith('closed');
  },
};

export const Assign: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = within(card(canvas, 0));
    await userEvent.click(first.getByRole('button', { name: 'Assign to me' }));
    await expect(args.onAssign).toHaveBeenCalledWith(301, 1);
    const assign = first.getByRole('button', { name: 'Assign' });
    await expect(assign).toBeDisabled();
    await userEvent.selectOptions(first.getByRole('combobox', { name: 'Colleague' }), '12');
    await userEvent.click(assign);
    await expect(args.onAssign).toHaveBeenLastCalledWith(301, 12);
    const second = within(card(canvas, 1));
    // Maria already has it: she is not offered again, and it can be unassigned.
    await expect(second.queryByRole('option', { name: /Maria/ })).toBeNull();
    await userEvent.click(second.getByRole('button', { name: 'Unassign' }));
    await expect(args.onAssign).toHaveBeenLastCalledWith(305, null);
  },
};

export const Reply: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const second = within(card(canvas, 1));
    await expect(second.getByTestId('console-inbox-reply-language')).toHaveTextContent('Sent by e-mail to li.xm@example.cn, in Simplified Chinese');
    await userEvent.click(second.getByRole('button', { name: 'Send reply' }));
    await expect(second.getByText('Write a reply first.')).toBeVisible();
    await expect(args.onReply).not.toHaveBeenCalled();
    await userEvent.type(second.getByRole('textbox', { name: 'Reply' }), '您好，港澳青年创业可申请场租补贴。');
    await expect(second.getByText(/4,98\d characters left of 5,000/)).toBeVisible();
    await userEvent.click(second.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(305, '您好，港澳青年创业可申请场租补贴。');
    await userEvent.click(second.getByRole('button', { name: 'Close the request' }));
    await expect(args.onClose).toHaveBeenCalledWith(305);
  },
};

export const Sending: Story = { args: { pending: { id: 305, action: 'reply' } } };

export const Sent: Story = {
  args: {
    list: [{ ...sampleInbox[1]!, status: 'answered', replies: [{ id: 11, body: '您好，港澳青年创业可申请场租补贴。', authorLabel: 'Ada', createdAt: new Date(INBOX_NOW).toISOString() }] }],
    outcome: { kind: 'done', action: 'reply', id: 305 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('console-inbox-action-done')).toHaveTextContent('The reply is sent by e-mail.');
    const thread = canvas.getByTestId('console-inbox-thread');
    await expect(within(thread).getAllByRole('listitem')).toHaveLength(1);
    await expect(thread).toHaveTextContent('Ada');
  },
};

export const ClosedWithThread: Story = {
  args: { list: [{ ...sampleInbox[2]!, status: 'closed' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Send reply' })).toBeNull();
    await expect(canvas.getByTestId('console-inbox-thread')).toHaveTextContent('跨境執業');
  },
};

export const ReplyFailed: Story = {
  args: { outcome: { kind: 'failed', action: 'reply', id: 301, failure: { messageId: 'console.inbox.failed.reply' } } },
  play: async ({ canvas }) => {
    await expect(within(card(canvas, 0)).getByRole('alert')).toHaveTextContent('The reply could not be sent.');
  },
};

/** Without the caller's id from /me, "assign to me" is not offered (the colleague picker still is). */
export const WithoutOwnId: Story = {
  args: { selfId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Assign to me' })).toBeNull();
  },
};

export const Failed: Story = { args: { status: 'error' } };

export const SimplifiedChineseList: Story = { ...inLanguage('CN') };
export const TraditionalChineseList: Story = {
  ...inLanguage('TC'),
  play: async ({ canvas }) => {
    await expect(within(card(canvas, 0)).getByTestId('console-inbox-overdue')).toHaveTextContent('已逾期');
    await expect(within(card(canvas, 0)).getByTestId('console-inbox-reply-language')).toHaveTextContent('英文');
  },
};
export const SimplifiedChineseSent: Story = { ...inLanguage('CN'), args: Sent.args };
export const TraditionalChineseSent: Story = { ...inLanguage('TC'), args: Sent.args };
