import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Box, Button, chakra, Flex, Grid, Heading, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { ChatMessageText } from '@/components/ui/chat-message-text';
import { LANGUAGES, LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import { DESK_BODY_MAX, type CannedAnswer, type DeskMessage, type QueueItem } from '../api/chat-desk-api';
import type { ChatDeskState } from '../store/chat-desk-slice';

export interface ChatDeskViewProps {
  desk: Pick<ChatDeskState, 'queue' | 'live' | 'canned' | 'selectedId' | 'conversation' | 'action'>;
  /** The caller's user id when the server sent it: tells "mine" from a colleague's. */
  myUserId?: number;
  onSelect: (id: string) => void;
  onClaim: (id: string) => void;
  onReply: (id: string, body: string) => void;
  onClose: (id: string) => void;
  onRetryQueue: () => void;
}

const LANGUAGE_SHORT: Record<Language, string> = { EN: 'EN', CN: '简', TC: '繁' };

function StatusBadge({ item, myUserId }: { item: QueueItem; myUserId?: number }) {
  if (item.status === 'closed') return <Badge colorPalette="gray"><FormattedMessage id="console.chat.status.closed" /></Badge>;
  if (!item.assignedTo) return <Badge colorPalette="orange"><FormattedMessage id="console.chat.status.waiting" /></Badge>;
  if (myUserId !== undefined && item.assignedTo.id === myUserId) return <Badge colorPalette="green"><FormattedMessage id="console.chat.status.mine" /></Badge>;
  return (
    <Badge colorPalette="blue">
      <FormattedMessage id="console.chat.status.active" values={{ name: item.assignedTo.label }} />
    </Badge>
  );
}

function VisitorFacts({ item }: { item: QueueItem }) {
  const intl = useIntl();
  return (
    <Flex gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      <Text>
        <FormattedMessage id="console.chat.language" values={{ language: intl.formatMessage({ id: `language.name.${item.language}` }) }} />
      </Text>
      <Text overflowWrap="anywhere" data-testid="chat-desk-page">
        <FormattedMessage id="console.chat.page" values={{ page: item.page }} />
      </Text>
      {item.surface === 'kiosk' ? <Badge>{intl.formatMessage({ id: 'console.chat.surface.kiosk' })}</Badge> : null}
      {item.signedIn ? <Badge>{intl.formatMessage({ id: 'console.chat.signedIn' })}</Badge> : null}
      {item.mode === 'message' ? <Badge colorPalette="purple">{intl.formatMessage({ id: 'console.chat.mode.message' })}</Badge> : null}
    </Flex>
  );
}

function QueueList({ desk, myUserId, onSelect, onRetryQueue }: Pick<ChatDeskViewProps, 'desk' | 'myUserId' | 'onSelect' | 'onRetryQueue'>) {
  const intl = useIntl();
  const { queue } = desk;
  if (queue.status === 'loading' || queue.status === 'idle') {
    return (
      <Flex align="center" gap="2" color="fg.muted">
        <Spinner size="xs" aria-hidden="true" />
      </Flex>
    );
  }
  if (queue.status === 'error') {
    return (
      <Stack role="alert" gap="2">
        <Text><FormattedMessage id="console.chat.queue.failed" /></Text>
        <Button size="sm" variant="outline" alignSelf="start" onClick={onRetryQueue}>
          <FormattedMessage id="console.chat.reply.send" />
        </Button>
      </Stack>
    );
  }
  if (queue.items.length === 0) {
    return (
      <Text color="fg.muted" data-testid="chat-desk-queue-empty">
        <FormattedMessage id="console.chat.queue.empty" />
      </Text>
    );
  }
  return (
    <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
      {queue.items.map((item) => (
        <li key={item.id}>
          <Box
            as="button"
            w="full"
            textAlign="start"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            bg={desk.selectedId === item.id ? 'brand.subtle' : 'bg'}
            borderColor={desk.selectedId === item.id ? 'brand.solid' : 'border'}
            aria-pressed={desk.selectedId === item.id}
            onClick={() => onSelect(item.id)}
            data-testid="chat-desk-queue-item"
          >
            <Flex justify="space-between" gap="2" align="center">
              <Text fontWeight="semibold">
                {item.name ?? intl.formatMessage({ id: 'console.chat.visitor.anonymous' })}{' '}
                <chakra.span fontWeight="normal" color="fg.muted">
                  ({LANGUAGE_SHORT[item.language]})
                </chakra.span>
              </Text>
              <StatusBadge item={item} myUserId={myUserId} />
            </Flex>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {item.page}
            </Text>
            {item.lastMessage ? (
              <Text fontSize="sm" lineClamp={2} lang={LOCALE_TAG[item.language]}>
                {item.lastMessage.preview}
              </Text>
            ) : null}
          </Box>
        </li>
      ))}
    </chakra.ul>
  );
}

function DeskBubble({ message, language }: { message: DeskMessage; language: Language }) {
  const intl = useIntl();
  const time = intl.formatTime(message.createdAt, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' });
  if (message.author === 'system') {
    return (
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        {message.body === 'claimed' ? (
          <FormattedMessage id="console.chat.system.claimed" values={{ name: message.staffLabel ?? '' }} />
        ) : (
          <FormattedMessage id="console.chat.system.closed" />
        )}
      </Text>
    );
  }
  const staff = message.author === 'staff';
  return (
    <Box
      alignSelf={staff ? 'end' : 'start'}
      maxW="80%"
      bg={staff ? 'brand.solid' : 'bg.muted'}
      color={staff ? 'brand.contrast' : 'fg'}
      borderRadius="lg"
      px="3"
      py="2"
      lang={staff ? undefined : LOCALE_TAG[language]}
      data-testid={staff ? 'chat-desk-message-staff' : 'chat-desk-message-visitor'}
    >
      <Text fontSize="xs" opacity={0.85} mb="0.5">
        {staff ? (message.staffLabel ?? intl.formatMessage({ id: 'console.chat.author.staff' })) : intl.formatMessage({ id: 'console.chat.author.visitor' })} · {time}
      </Text>
      <ChatMessageText text={message.body} />
    </Box>
  );
}

function CannedAnswers({ canned, language, onInsert }: { canned: readonly CannedAnswer[]; language: Language; onInsert: (text: string) => void }) {
  const intl = useIntl();
  const ui = (intl.locale === 'en' ? 'EN' : intl.locale === 'zh-Hant' ? 'TC' : 'CN') as Language;
  if (canned.length === 0) return null;
  return (
    <Box>
      <Heading as="h3" size="xs" mb="1">
        <FormattedMessage id="console.chat.canned" />
      </Heading>
      <Stack gap="1" data-testid="chat-desk-canned">
        {canned.map((answer) => (
          <Flex key={answer.id} gap="2" align="center" wrap="wrap" fontSize="sm">
            <Text flex="1" minW="8rem">
              {answer.title[ui]}
            </Text>
            {LANGUAGES.map((lang) => (
              <Button
                key={lang}
                size="2xs"
                variant={lang === language ? 'solid' : 'outline'}
                colorPalette="brand"
                // The accessible name starts with the visible text (the language's short name), then says what it does.
                aria-label={`${LANGUAGE_SHORT[lang]}: ${intl.formatMessage({ id: 'console.chat.canned.insert' }, { title: `${answer.title[lang]} (${intl.formatMessage({ id: `language.name.${lang}` })})` })}`}
                onClick={() => onInsert(answer.body[lang])}
              >
                {LANGUAGE_SHORT[lang]}
              </Button>
            ))}
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

function ConversationPane({ desk, myUserId, onClaim, onReply, onClose }: Pick<ChatDeskViewProps, 'desk' | 'myUserId' | 'onClaim' | 'onReply' | 'onClose'>) {
  const intl = useIntl();
  const replyId = useId();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const { conversation, action } = desk;
  const item = conversation.item;
  const count = conversation.messages.length;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  // A reply that went through empties the box; a refused one keeps the text (state adjusted while rendering).
  const [seenAction, setSeenAction] = useState(action);
  if (seenAction !== action) {
    setSeenAction(action);
    if (action.kind === 'reply' && seenAction.busy && !action.busy && action.error === null && action.status === null) setDraft('');
  }

  if (!item) {
    if (conversation.status === 'error') return <Text role="alert"><FormattedMessage id="console.chat.loadFailed" /></Text>;
    return (
      <Text color="fg.muted" data-testid="chat-desk-select">
        <FormattedMessage id="console.chat.select" />
      </Text>
    );
  }
  const closed = item.status === 'closed';
  const mine = item.assignedTo !== null && (myUserId === undefined || item.assignedTo.id === myUserId);
  const body = draft.trim();
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (body === '' || [...body].length > DESK_BODY_MAX) return;
    onReply(item.id, body);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Stack gap="3" data-testid="chat-desk-conversation">
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Box>
          <Heading as="h2" size="md">
            {item.name ?? intl.formatMessage({ id: 'console.chat.visitor.anonymous' })}
            {item.email ? (
              <chakra.span fontWeight="normal" fontSize="sm" color="fg.muted" ms="2">
                {item.email}
              </chakra.span>
            ) : null}
          </Heading>
          <VisitorFacts item={item} />
        </Box>
        <Flex gap="2" align="center">
          <StatusBadge item={item} myUserId={myUserId} />
          {!closed && !mine ? (
            <Button size="sm" colorPalette="brand" loading={action.kind === 'claim' && action.busy} onClick={() => onClaim(item.id)} data-testid="chat-desk-claim">
              <FormattedMessage id="console.chat.claim" />
            </Button>
          ) : null}
          {!closed ? (
            <Button size="sm" variant="outline" loading={action.kind === 'close' && action.busy} onClick={() => onClose(item.id)} data-testid="chat-desk-close">
              <FormattedMessage id="console.chat.close" />
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {action.error || action.status === 409 ? (
        <Text role="alert" color="fg.error" data-testid="chat-desk-error">
          {action.status === 409 && action.kind === 'claim' ? intl.formatMessage({ id: 'console.chat.claimTaken' }) : action.error}
        </Text>
      ) : null}
      {conversation.live === 'reconnecting' ? (
        <Text role="status" fontSize="sm" color="fg.muted">
          <FormattedMessage id="console.chat.live.reconnecting" />
        </Text>
      ) : null}
      <Stack
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'console.chat.title' })}
        tabIndex={0}
        gap="2"
        maxH="26rem"
        minH="10rem"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        p="3"
        bg="bg"
        data-testid="chat-desk-messages"
      >
        {conversation.status === 'loading' && count === 0 ? <Spinner size="xs" aria-hidden="true" /> : null}
        {conversation.messages.map((message) => (
          <DeskBubble key={message.seq} message={message} language={item.language} />
        ))}
      </Stack>
      {!closed ? (
        <>
          <CannedAnswers canned={desk.canned} language={item.language} onInsert={setDraft} />
          <chakra.form display="flex" flexDirection="column" gap="1" onSubmit={send} noValidate>
            <chakra.label htmlFor={replyId} fontSize="sm" fontWeight="medium">
              <FormattedMessage id="console.chat.reply.label" />
            </chakra.label>
            <Textarea
              id={replyId}
              rows={3}
              value={draft}
              maxLength={DESK_BODY_MAX}
              lang={LOCALE_TAG[item.language]}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              data-testid="chat-desk-reply"
            />
            <Flex justify="space-between" align="center">
              <Text fontSize="xs" color="fg.muted">
                {[...body].length} / {DESK_BODY_MAX}
              </Text>
              <Button
                type="submit"
                size="sm"
                colorPalette="brand"
                disabled={body === ''}
                loading={action.kind === 'reply' && action.busy}
                data-testid="chat-desk-send"
              >
                <FormattedMessage id="console.chat.reply.send" />
              </Button>
            </Flex>
          </chakra.form>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * The online service desk (/console/chat, `service` and admins; issue #14): the queue of open conversations, oldest
 * first, with each visitor's language and current page; the chosen conversation live; take it, answer (ready answers
 * in the three languages), close it.
 */
export function ChatDeskView(props: ChatDeskViewProps) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '22rem 1fr' }} gap="6" alignItems="start" data-testid="chat-desk">
      <Box as="section" aria-labelledby="chat-desk-queue-title" bg="bg.panel" borderWidth="1px" borderRadius="lg" p="4">
        <Flex justify="space-between" align="center" mb="3">
          <Heading as="h2" size="sm" id="chat-desk-queue-title">
            <FormattedMessage id="console.chat.queue" />
          </Heading>
          {props.desk.live === 'reconnecting' ? (
            <Text role="status" fontSize="xs" color="fg.muted">
              <FormattedMessage id="console.chat.live.reconnecting" />
            </Text>
          ) : null}
        </Flex>
        <QueueList {...props} />
      </Box>
      <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" p="4">
        <ConversationPane {...props} />
      </Box>
    </Grid>
  );
}
