import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import type { ChatStatus } from '@/features/chat/api/chat-api';
import { ChatPanel, type ChatPanelProps } from '@/features/chat/components/chat-panel';
import type { ChatState } from '@/features/chat/store/chat-slice';
import type { Language } from '@/lib/i18n/languages';
import { languageOf } from '../../fixtures/content';
import { pendingText, sampleConversation, sampleMessages, withChatMessages } from './fixtures';

type Shape = 'empty' | 'conversation' | 'leave-message' | 'message-left' | 'error' | 'sending' | 'ended' | 'loading';
type Args = Omit<ChatPanelProps, 'chat'> & { shape: Shape };

const staffed: ChatStatus = { staffed: true, nextOpening: '2026-11-27T01:00:00.000Z', closesAt: '2026-11-27T10:00:00.000Z', hours: 'Mon-Fri 09:00-18:00', timeZone: 'Asia/Shanghai' };
const closedDesk: ChatStatus = { staffed: false, nextOpening: '2026-11-30T01:00:00.000Z', closesAt: null, hours: 'Mon-Fri 09:00-18:00', timeZone: 'Asia/Shanghai' };

const base: ChatPanelProps['chat'] = {
  phase: 'form',
  status: staffed,
  conversation: null,
  messages: [],
  outbox: [],
  connection: 'live',
  error: null,
  transcriptMail: { state: 'idle', email: null, error: null },
};

function chatOf(shape: Shape, language: Language): ChatPanelProps['chat'] {
  const conversation = sampleConversation(language);
  const live: Partial<ChatState> = { phase: 'conversation', conversation, messages: sampleMessages(language) };
  switch (shape) {
    case 'empty':
      return base;
    case 'loading':
      return { ...base, phase: 'loading' };
    case 'leave-message':
      return { ...base, status: closedDesk };
    case 'message-left':
      return {
        ...base,
        phase: 'conversation',
        status: closedDesk,
        conversation: sampleConversation(language, { mode: 'message', status: 'waiting', staffLabel: null, lastSeq: 0 }),
      };
    case 'error':
      return { ...base, phase: 'error' };
    case 'sending':
      return { ...base, ...live, outbox: [{ clientId: 'd', body: pendingText[language], state: 'sending', error: null }] };
    case 'ended':
      return {
        ...base,
        ...live,
        conversation: sampleConversation(language, { status: 'closed', closedAt: '2026-11-27T02:05:00.000Z' }),
        messages: [...sampleMessages(language), { seq: 5, author: 'system', staffLabel: null, body: 'closed', clientId: null, createdAt: '2026-11-27T02:05:00.000Z' }],
        connection: 'ended',
      };
    default:
      return { ...base, ...live };
  }
}

/** The online service chat: who the visitor is, the conversation live, leave-a-message outside staffed hours. */
const meta = {
  title: 'Chat/ChatPanel',
  decorators: [
    withChatMessages,
    (Story) => (
      <Box p="6" bg="bg.subtle">
        <Story />
      </Box>
    ),
  ],
  args: {
    shape: 'conversation' satisfies Shape,
    signedInName: null,
    transcriptHref: '/api/chat/conversations/x/transcript?token=t',
    onStart: fn(),
    onSend: fn(),
    onRetry: fn(),
    onEnd: fn(),
    onMailTranscript: fn(),
    onNewConversation: fn(),
    onReload: fn(),
    onHide: fn(),
  },
  render: ({ shape, ...args }, { globals }) => <ChatPanel {...args} chat={chatOf(shape, languageOf(globals))} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Conversation: Story = {};
/** Before a conversation: optional name and e-mail. */
export const Empty: Story = { args: { shape: 'empty' } };
export const SignedIn: Story = { args: { shape: 'empty', signedInName: 'Vera' } };
/** Outside staffed hours: when the desk opens again, and the e-mail the reply goes to. */
export const LeaveMessage: Story = { args: { shape: 'leave-message' } };
export const MessageLeft: Story = { args: { shape: 'message-left' } };
export const Sending: Story = { args: { shape: 'sending' } };
export const Ended: Story = { args: { shape: 'ended' } };
export const LoadFailed: Story = { args: { shape: 'error' } };
export const Loading: Story = { args: { shape: 'loading' } };

/** Enter sends, the box empties; links are plain safe links; Escape hides the panel. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, '  Is it open on Saturday?  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Is it open on Saturday?');
    await expect(box).toHaveValue('');
    const link = canvas.getByRole('link', { name: 'https://example.org/housing' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    box.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalled();
  },
};

/** The form sends the name and e-mail given, trimmed. */
export const Start: Story = {
  args: { shape: 'empty' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name (optional)'), ' Vera ');
    await userEvent.click(canvas.getByRole('button', { name: 'Start chat' }));
    await expect(args.onStart).toHaveBeenCalledWith({ name: 'Vera', email: undefined });
  },
};
