import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { ChatMessageText } from '@/components/ui/chat-message-text';
import { CHAT_BODY_MAX, type ChatConversation, type ChatMessage } from '../api/chat-api';
import type { ChatConnection, OutgoingMessage, TranscriptMail } from '../store/chat-slice';

export interface ChatConversationViewProps {
  conversation: ChatConversation;
  messages: readonly ChatMessage[];
  outbox: readonly OutgoingMessage[];
  connection: ChatConnection;
  transcriptMail: TranscriptMail;
  /** The transcript's download link; null where downloads make no sense (the kiosk). */
  transcriptHref: string | null;
  onSend: (body: string) => void;
  onRetry: (message: OutgoingMessage) => void;
  onEnd: () => void;
  /** Mails the transcript to the address the conversation was opened with. */
  onMailTranscript: () => void;
  onNewConversation: () => void;
}

const lengthOf = (text: string) => [...text].length;

function Bubble({ message }: { message: ChatMessage }) {
  const intl = useIntl();
  const time = intl.formatTime(message.createdAt, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' });
  if (message.author === 'system') {
    return (
      <Text textAlign="center" fontSize="sm" color="fg.muted" data-testid="chat-system-message">
        {message.body === 'claimed' ? (
          <FormattedMessage id="chat.system.claimed" values={{ name: message.staffLabel ?? '' }} />
        ) : (
          <FormattedMessage id="chat.system.closed" />
        )}
      </Text>
    );
  }
  const mine = message.author === 'visitor';
  return (
    <Box
      alignSelf={mine ? 'end' : 'start'}
      maxW="85%"
      bg={mine ? 'brand.solid' : 'bg.muted'}
      color={mine ? 'brand.contrast' : 'fg'}
      borderRadius="lg"
      px="3"
      py="2"
      data-testid={mine ? 'chat-message-visitor' : 'chat-message-staff'}
    >
      <Text fontSize="xs" opacity={0.85} mb="0.5">
        {mine ? <FormattedMessage id="chat.author.you" /> : message.staffLabel ?? <FormattedMessage id="chat.author.staff" />} · {time}
      </Text>
      <ChatMessageText text={message.body} />
    </Box>
  );
}

function TranscriptActions({ conversation, transcriptHref, transcriptMail, onMailTranscript }: Pick<ChatConversationViewProps, 'conversation' | 'transcriptHref' | 'transcriptMail' | 'onMailTranscript'>) {
  // A transcript is mailed only to the address the conversation was opened with: the portal sends no mail to an
  // address typed afterwards (it would be a relay in the portal's name). Without one, the download remains.
  const email = conversation.email;
  return (
    <Stack gap="2" fontSize="sm" data-testid="chat-transcript">
      <Flex gap="3" wrap="wrap" align="center">
        {transcriptHref ? (
          <Link href={transcriptHref} download color="brand.fg" textDecoration="underline" data-testid="chat-transcript-download">
            <FormattedMessage id="chat.transcript.download" />
          </Link>
        ) : null}
        {email ? (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onMailTranscript()}
            loading={transcriptMail.state === 'sending'}
            data-testid="chat-transcript-email-send"
          >
            <FormattedMessage id="chat.transcript.emailTo" values={{ email }} />
          </Button>
        ) : null}
      </Flex>
      {transcriptMail.state === 'sent' ? (
        <Text role="status" data-testid="chat-transcript-sent">
          <FormattedMessage id="chat.transcript.sent" values={{ email: transcriptMail.email ?? '' }} />
        </Text>
      ) : null}
      {transcriptMail.state === 'failed' ? (
        <Text role="alert" color="fg.error">
          {transcriptMail.error ?? <FormattedMessage id="chat.transcript.failed" />}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The conversation: its messages as they arrive, the composer, the transcript, and ending it. */
export function ChatConversationView(props: ChatConversationViewProps) {
  const { conversation, messages, outbox, connection, onSend, onRetry, onEnd, onNewConversation } = props;
  const intl = useIntl();
  const composerId = useId();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const closed = conversation.status === 'closed';
  const count = lengthOf(draft.trim());

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, outbox.length]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (body === '' || lengthOf(body) > CHAT_BODY_MAX) return;
    onSend(body);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Stack gap="3" minH="0" flex="1">
      {conversation.mode === 'message' ? (
        <Text fontSize="sm" bg="bg.muted" borderRadius="md" p="2" data-testid="chat-message-mode">
          <FormattedMessage id="chat.offline.conversation" values={{ email: conversation.email ?? '' }} />
        </Text>
      ) : conversation.status === 'waiting' ? (
        <Text fontSize="sm" color="fg.muted" data-testid="chat-waiting">
          <FormattedMessage id="chat.waiting" />
        </Text>
      ) : null}
      <Stack
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'chat.messages' })}
        tabIndex={0}
        gap="2"
        overflowY="auto"
        minH="8rem"
        flex="1"
        data-testid="chat-messages"
      >
        {messages.length === 0 && outbox.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id={conversation.mode === 'message' ? 'chat.empty.message' : 'chat.empty'} />
          </Text>
        ) : null}
        {messages.map((message) => (
          <Bubble key={message.seq} message={message} />
        ))}
        {outbox.map((out) => (
          <Box key={out.clientId} alignSelf="end" maxW="85%" borderWidth="1px" borderColor="brand.solid" borderRadius="lg" px="3" py="2" data-testid="chat-message-pending">
            <ChatMessageText text={out.body} />
            {out.state === 'sending' ? (
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id="chat.sending" />
              </Text>
            ) : (
              <Flex gap="2" align="center" fontSize="xs" color="fg.error" role="alert">
                {out.error ?? <FormattedMessage id="chat.sendFailed" />}
                <Button size="xs" variant="outline" onClick={() => onRetry(out)}>
                  <FormattedMessage id="chat.retry" />
                </Button>
              </Flex>
            )}
          </Box>
        ))}
      </Stack>
      {connection === 'reconnecting' ? (
        <Text role="status" fontSize="sm" color="fg.muted" data-testid="chat-reconnecting">
          <FormattedMessage id="chat.reconnecting" />
        </Text>
      ) : null}
      {closed ? (
        <Stack gap="2" data-testid="chat-ended">
          <Text fontWeight="semibold">
            <FormattedMessage id="chat.ended" />
          </Text>
          <Button size="sm" colorPalette="brand" alignSelf="start" onClick={onNewConversation} data-testid="chat-new">
            <FormattedMessage id="chat.new" />
          </Button>
        </Stack>
      ) : (
        <chakra.form display="flex" flexDirection="column" gap="1" onSubmit={send} noValidate>
          <chakra.label htmlFor={composerId} fontSize="sm" fontWeight="medium">
            <FormattedMessage id="chat.composer.label" />
          </chakra.label>
          <Textarea
            id={composerId}
            value={draft}
            rows={2}
            resize="none"
            maxLength={CHAT_BODY_MAX}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' })}
            data-testid="chat-composer"
          />
          <Flex justify="space-between" align="center" gap="2">
            <Text fontSize="xs" color={count > CHAT_BODY_MAX ? 'fg.error' : 'fg.muted'}>
              <FormattedMessage id="chat.composer.count" values={{ count, max: CHAT_BODY_MAX }} />
            </Text>
            <Flex gap="2">
              <Button size="sm" variant="ghost" onClick={onEnd} data-testid="chat-end">
                <FormattedMessage id="chat.end" />
              </Button>
              <Button size="sm" type="submit" colorPalette="brand" disabled={count === 0 || count > CHAT_BODY_MAX} data-testid="chat-send">
                <FormattedMessage id="chat.composer.send" />
              </Button>
            </Flex>
          </Flex>
        </chakra.form>
      )}
      {messages.length > 0 ? <TranscriptActions {...props} /> : null}
    </Stack>
  );
}
