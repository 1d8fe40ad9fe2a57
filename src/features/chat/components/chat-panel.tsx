import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Flex, Heading, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { CloseIcon } from '@/components/ui/icons';
import type { ChatState, OutgoingMessage } from '../store/chat-slice';
import { ChatConversationView } from './chat-conversation';
import { ChatStartForm } from './chat-start-form';

export interface ChatPanelProps {
  chat: Pick<ChatState, 'phase' | 'status' | 'conversation' | 'messages' | 'outbox' | 'connection' | 'error' | 'transcriptMail'>;
  signedInName: string | null;
  transcriptHref: string | null;
  onStart: (details: { name?: string; email?: string }) => void;
  onSend: (body: string) => void;
  onRetry: (message: OutgoingMessage) => void;
  onEnd: () => void;
  onMailTranscript: (email?: string) => void;
  onNewConversation: () => void;
  onReload: () => void;
  onHide: () => void;
}

/**
 * The online service chat (issue #14): a non-modal dialog beside the page, like the help panel. It asks who the
 * visitor is, then carries the conversation live; outside staffed hours the visitor leaves a message instead.
 */
export function ChatPanel({ chat, signedInName, transcriptHref, onStart, onReload, onHide, ...conversation }: ChatPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onHide();
    }
  };

  let body: ReactNode;
  if (chat.phase === 'conversation' && chat.conversation) {
    body = (
      <ChatConversationView
        conversation={chat.conversation}
        messages={chat.messages}
        outbox={chat.outbox}
        connection={chat.connection}
        transcriptMail={chat.transcriptMail}
        transcriptHref={transcriptHref}
        {...conversation}
      />
    );
  } else if (chat.phase === 'form' || chat.phase === 'opening') {
    body = <ChatStartForm status={chat.status} signedInName={signedInName} opening={chat.phase === 'opening'} error={chat.error} onStart={onStart} />;
  } else if (chat.phase === 'error') {
    body = (
      <Stack gap="2" role="alert" data-testid="chat-load-error">
        <Text>{chat.error ?? <FormattedMessage id="chat.loadFailed" />}</Text>
        <Button size="sm" variant="outline" alignSelf="start" onClick={onReload}>
          <FormattedMessage id="chat.retry" />
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Flex align="center" gap="2" color="fg.muted" role="status">
        <Spinner size="xs" aria-hidden="true" />
        <FormattedMessage id="chat.loading" />
      </Flex>
    );
  }

  return (
    <Flex
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      direction="column"
      onKeyDown={onKeyDown}
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="xl"
      w="min(26rem, calc(100vw - 2rem))"
      h="min(36rem, calc(100dvh - 7rem))"
      overflow="hidden"
      data-testid="chat-panel"
    >
      <Flex align="center" justify="space-between" gap="2" px="4" py="2" bg="brand.solid" color="brand.contrast">
        <Heading as="h2" id={titleId} size="md">
          <FormattedMessage id="chat.title" />
        </Heading>
        <IconButton
          variant="ghost"
          color="inherit"
          size="sm"
          aria-label={intl.formatMessage({ id: 'chat.hide' })}
          onClick={onHide}
          data-testid="chat-hide"
          _hover={{ bg: 'whiteAlpha.300' }}
        >
          <CloseIcon />
        </IconButton>
      </Flex>
      <Stack gap="3" p="4" flex="1" minH="0" overflowY="auto">
        {body}
      </Stack>
    </Flex>
  );
}
