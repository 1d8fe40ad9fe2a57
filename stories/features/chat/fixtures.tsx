import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { IntlProvider, useIntl } from 'react-intl';
import en from '@locales/en.json?chat';
import zhHans from '@locales/zh-Hans.json?chat';
import zhHant from '@locales/zh-Hant.json?chat';
import type { ChatConversation, ChatMessage } from '@/features/chat/api/chat-api';
import type { Language } from '@/lib/i18n/languages';
import { languageOf } from '../../fixtures/content';

const chatMessages: Record<Language, Record<string, string>> = { EN: en, CN: zhHans, TC: zhHant };

function WithMessages({ extra, children }: { extra: Record<string, string>; children: ReactNode }) {
  const outer = useIntl();
  return (
    <IntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={{ ...(outer.messages as Record<string, string>), ...extra }} onError={outer.onError}>
      {children}
    </IntlProvider>
  );
}

/**
 * The chat's messages on top of the preview's, as the chat adds them when it loads: a production build leaves
 * `chat.*` out of the plain locale imports, so they come from `?chat` here too.
 */
export const withChatMessages: Decorator = (Story, { globals }) => (
  <WithMessages extra={chatMessages[languageOf(globals)]}>
    <Story />
  </WithMessages>
);

export const CHAT_ID = '6f1c1d5e-4a8b-4c2d-9e3f-1a2b3c4d5e6f';

export const sampleConversation = (language: Language, over: Partial<ChatConversation> = {}): ChatConversation => ({
  id: CHAT_ID,
  status: 'active',
  mode: 'live',
  language,
  surface: 'web',
  page: '/pages/talentBenefits',
  name: 'Vera',
  email: 'vera@example.org',
  staffLabel: 'Sam',
  lastSeq: 4,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:03:00.000Z',
  closedAt: null,
  ...over,
});

const TEXTS: Record<Language, [string, string, string]> = {
  EN: [
    'Hello, where do I apply for the housing subsidy?',
    'Hi Vera, the steps are on https://example.org/housing. You apply online.',
    'Thank you! Is there a deadline?',
  ],
  CN: ['您好，住房补贴在哪里申请？', '您好，申请步骤见 https://example.org/housing ，可在线申请。', '谢谢！有截止日期吗？'],
  TC: ['您好，住房津貼在哪裏申請？', '您好，申請步驟見 https://example.org/housing ，可在網上申請。', '多謝！有截止日期嗎？'],
};

export function sampleMessages(language: Language): ChatMessage[] {
  const [question, answer, thanks] = TEXTS[language];
  const at = (minute: number) => `2026-11-27T02:0${minute}:00.000Z`;
  return [
    { seq: 1, author: 'visitor', staffLabel: null, body: question, clientId: 'a', createdAt: at(0) },
    { seq: 2, author: 'system', staffLabel: 'Sam', body: 'claimed', clientId: null, createdAt: at(1) },
    { seq: 3, author: 'staff', staffLabel: 'Sam', body: answer, clientId: 'b', createdAt: at(2) },
    { seq: 4, author: 'visitor', staffLabel: null, body: thanks, clientId: 'c', createdAt: at(3) },
  ];
}

export const pendingText: Record<Language, string> = {
  EN: 'And can I apply from abroad?',
  CN: '可以在境外申请吗？',
  TC: '可以在境外申請嗎？',
};
