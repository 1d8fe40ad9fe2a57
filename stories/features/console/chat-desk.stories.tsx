import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CannedAnswer, DeskMessage, QueueItem } from '@/features/console/api/chat-desk-api';
import { ChatDeskView, type ChatDeskViewProps } from '@/features/console/components/chat-desk-view';
import type { Language } from '@/lib/i18n/languages';
import { withConsoleMessages, withConsolePage } from './fixtures';

type Shape = 'queue' | 'claimed' | 'empty';
type Args = Omit<ChatDeskViewProps, 'desk'> & { shape: Shape };

const ME = 7;
const item = (id: string, over: Partial<QueueItem>): QueueItem => ({
  id,
  status: 'waiting',
  mode: 'live',
  language: 'EN',
  surface: 'web',
  page: '/pages/home',
  name: null,
  email: null,
  staffLabel: null,
  lastSeq: 1,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
  closedAt: null,
  signedIn: false,
  assignedTo: null,
  lastMessage: null,
  ...over,
});

const queue: QueueItem[] = [
  item('a', { name: 'Vera', language: 'EN', page: '/pages/talentBenefits', email: 'vera@example.org', lastMessage: { author: 'visitor', preview: 'Hello, where do I apply for the housing subsidy?', createdAt: '2026-11-27T02:00:00.000Z' } }),
  item('b', { name: '李明', language: 'CN', page: '/pages/jobs', surface: 'kiosk', createdAt: '2026-11-27T02:01:00.000Z', lastMessage: { author: 'visitor', preview: '请问人才公寓怎么申请？', createdAt: '2026-11-27T02:01:00.000Z' } }),
  item('c', { name: null, language: 'TC', page: '/pages/hkmacao', status: 'active', signedIn: true, createdAt: '2026-11-27T02:02:00.000Z', assignedTo: { id: 9, label: 'Lin' }, lastMessage: { author: 'staff', preview: '您好，請問有甚麼可以幫到您？', createdAt: '2026-11-27T02:03:00.000Z' } }),
  item('d', { name: 'Omar', language: 'EN', page: '/pages/events', mode: 'message', email: 'omar@example.org', createdAt: '2026-11-27T02:04:00.000Z' }),
];

const messages: DeskMessage[] = [
  { seq: 1, author: 'visitor', staffLabel: null, body: 'Hello, where do I apply for the housing subsidy?', clientId: 'a', createdAt: '2026-11-27T02:00:00.000Z' },
  { seq: 2, author: 'system', staffLabel: 'Sam', body: 'claimed', clientId: null, createdAt: '2026-11-27T02:01:00.000Z' },
  { seq: 3, author: 'staff', staffLabel: 'Sam', body: 'Hi Vera, the steps are on https://example.org/housing.', clientId: 'b', createdAt: '2026-11-27T02:02:00.000Z' },
];

const canned: CannedAnswer[] = [
  {
    id: 'greeting',
    sort: 10,
    updatedAt: '2026-11-27T00:00:00.000Z',
    title: { EN: 'Greeting', CN: '问候', TC: '問候' },
    body: {
      EN: 'Hello, thank you for contacting the Talent Portal online service. How can I help you today?',
      CN: '您好，感谢您联系人才门户在线客服。请问有什么可以帮您？',
      TC: '您好，多謝您聯絡人才門户網上客服。請問有甚麼可以幫到您？',
    },
  },
  {
    id: 'housing-subsidy',
    sort: 30,
    updatedAt: '2026-11-27T00:00:00.000Z',
    title: { EN: 'Housing subsidy', CN: '住房补贴', TC: '住房補貼' },
    body: {
      EN: 'Eligible talent can apply for a housing or rent subsidy. The conditions and the application steps are on the Benefits page.',
      CN: '符合条件的人才可申请住房补贴或租房补贴。申请条件和步骤见“政策福利”页面。',
      TC: '合資格的人才可申請住房津貼或租金津貼。申請條件和步驟見「政策福利」頁面。',
    },
  },
];

const idle = { kind: null, busy: false, error: null, status: null } as const;

function deskOf(shape: Shape): ChatDeskViewProps['desk'] {
  if (shape === 'empty') {
    return { queue: { status: 'ready', items: [] }, live: 'live', canned, selectedId: null, conversation: { status: 'idle', item: null, messages: [], live: 'live' }, action: idle };
  }
  if (shape === 'queue') {
    return { queue: { status: 'ready', items: queue }, live: 'live', canned, selectedId: null, conversation: { status: 'idle', item: null, messages: [], live: 'live' }, action: idle };
  }
  const mine = { ...queue[0]!, status: 'active' as const, assignedTo: { id: ME, label: 'Sam' }, staffLabel: 'Sam', lastSeq: 3 };
  return {
    queue: { status: 'ready', items: [mine, ...queue.slice(1)] },
    live: 'live',
    canned,
    selectedId: mine.id,
    conversation: { status: 'ready', item: mine, messages, live: 'live' },
    action: idle,
  };
}

/** The online service desk: the queue with language and page, the taken conversation, ready answers, reply, close. */
const meta = {
  title: 'Console/Chat/Desk',
  decorators: [withConsolePage, withConsoleMessages],
  args: { shape: 'claimed' satisfies Shape, myUserId: ME, onSelect: fn(), onClaim: fn(), onReply: fn(), onClose: fn(), onRetryQueue: fn() },
  render: ({ shape, ...args }) => <ChatDeskView {...args} desk={deskOf(shape)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Claimed: Story = {};
export const Queue: Story = { args: { shape: 'queue' } };
export const Empty: Story = { args: { shape: 'empty' } };

/** A ready answer goes into the reply box in the chosen language; Enter sends. */
export const CannedReply: Story = {
  play: async ({ args, canvas }) => {
    const tc: Language = 'TC';
    await userEvent.click(canvas.getAllByRole('button', { name: /Insert “問候/ })[0]!);
    const box = canvas.getByRole('textbox', { name: 'Reply' });
    await expect(box).toHaveValue(canned[0]!.body[tc]);
    await userEvent.type(box, '{Enter}');
    await expect(args.onReply).toHaveBeenCalledWith('a', canned[0]!.body[tc]);
    await userEvent.click(canvas.getAllByTestId('chat-desk-queue-item')[1]!);
    await expect(args.onSelect).toHaveBeenCalledWith('b');
  },
};
