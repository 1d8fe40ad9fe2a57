import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Box, Button } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { useKioskMode } from '@/lib/kiosk/kiosk-mode';
import { chatTranscriptUrl } from './api/chat-api';
import { ChatIntl } from './chat-intl';
import { ChatPanel } from './components/chat-panel';
import { selectChat } from './store/chat-feature';
import {
  chatHidden,
  chatOpened,
  chatRestarted,
  closeRequested,
  conversationRequested,
  messageRetried,
  messageSent,
  pageChanged,
  transcriptMailRequested,
} from './store/chat-slice';

export interface ChatWidgetProps {
  /** Bumped each time the visitor asks for the chat (the help panel's "no match" offer): opens the panel. */
  openRequests: number;
}

const chatIcon = (
  <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);

function ChatWidgetInner({ openRequests }: ChatWidgetProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const chat = useAppSelector(selectChat);
  const language = useAppSelector((state) => state.language.current);
  const user = useAppSelector((state) => state.session.user);
  const kiosk = useKioskMode();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const launcherRef = useRef<HTMLButtonElement>(null);

  // Mounted by a request, or by a conversation this tab already holds (a reload): either way, open.
  useEffect(() => {
    dispatch(chatOpened());
  }, [openRequests, dispatch]);

  // Staff see the page the visitor is on now.
  useEffect(() => {
    dispatch(pageChanged(page));
  }, [page, dispatch]);

  const { conversation, token } = chat;
  const hasConversation = conversation !== null && conversation.status !== 'closed';
  if (!chat.open && !hasConversation) return null;

  return (
    <Box position="fixed" insetStart="4" bottom="4" zIndex="overlay" display="flex" flexDirection="column" alignItems="start" gap="3" data-testid="chat">
      {chat.open ? (
        <ChatPanel
          chat={chat}
          signedInName={user?.firstName ?? null}
          transcriptHref={conversation && token && !kiosk ? chatTranscriptUrl(conversation.id, token, language) : null}
          onStart={(details) => dispatch(conversationRequested({ ...details, language, page, surface: kiosk ? 'kiosk' : 'web' }))}
          onSend={(body) => dispatch(messageSent(body))}
          onRetry={(message) => dispatch(messageRetried({ clientId: message.clientId, body: message.body }))}
          onEnd={() => dispatch(closeRequested())}
          onMailTranscript={() => dispatch(transcriptMailRequested())}
          onNewConversation={() => dispatch(chatRestarted())}
          onReload={() => dispatch(chatOpened())}
          onHide={() => {
            dispatch(chatHidden());
            launcherRef.current?.focus();
          }}
        />
      ) : (
        <Button ref={launcherRef} colorPalette="brand" borderRadius="full" h="12" px="5" boxShadow="lg" onClick={() => dispatch(chatOpened())} data-testid="chat-launcher">
          {chatIcon}
          {intl.formatMessage({ id: 'chat.launcher' })}
        </Button>
      )}
    </Box>
  );
}

/**
 * The online service chat's place on every public page (web and kiosk). Its code, store and messages load only when
 * a visitor asks for it or a reload finds the conversation of this tab; a kiosk reset empties the store and storage.
 */
export default function ChatWidget(props: ChatWidgetProps) {
  const language = useAppSelector((state) => state.language.current);
  return (
    <ChatIntl language={language}>
      <ChatWidgetInner {...props} />
    </ChatIntl>
  );
}
