import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Flex, Heading, IconButton, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { HighlightedText } from '@/components/ui/highlighted-text';
import { CloseIcon } from '@/components/ui/icons';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import { aboveKeyboard } from '@/lib/kiosk/keyboard-inset';
import { MAX_QUESTION_LENGTH } from '../api/assistant-api';
import type { AssistantEntry } from '../store/assistant-slice';

/** The quick topics (issue #14): each asks its own words; the visitor sees the topic's name as the question. */
export const QUICK_TOPICS = ['visa', 'housing', 'tax', 'subsidies', 'jobs'] as const;
export type QuickTopic = (typeof QUICK_TOPICS)[number];

export interface AssistantPanelProps {
  entries: readonly AssistantEntry[];
  onAsk: (question: string) => void;
  onTopic: (topic: QuickTopic) => void;
  onClose: () => void;
  /** Nothing matched: the visitor asks for a person (the service staff). */
  onChat: () => void;
  /** A link in an answer was followed (the panel closes on small screens). */
  onFollow?: () => void;
  /** Where focus goes when the panel opens. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

function AnswerView({ entry, onChat, onFollow }: { entry: AssistantEntry; onChat: () => void; onFollow?: () => void }) {
  const intl = useIntl();
  if (entry.status === 'loading') {
    return (
      <Flex align="center" gap="2" color="fg.muted">
        <Spinner size="xs" aria-hidden="true" />
        <FormattedMessage id="assistant.answer.loading" />
      </Flex>
    );
  }
  if (entry.status === 'error' || !entry.answer) {
    return (
      <Text color="red.700" data-testid="assistant-error">
        <FormattedMessage id="assistant.answer.error" />
      </Text>
    );
  }
  const { best, links } = entry.answer;
  if (!best) {
    return (
      <Stack gap="2" data-testid="assistant-no-answer">
        <Text>
          <FormattedMessage id="assistant.answer.none" />
        </Text>
        <Button size="sm" colorPalette="brand" alignSelf="start" onClick={onChat} data-testid="assistant-offer-chat">
          <FormattedMessage id="assistant.answer.chat" />
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="3" data-testid="assistant-answer">
      <Box as="blockquote" m="0" ps="3" borderStartWidth="3px" borderColor="brand.solid" lang={LOCALE_TAG[best.language]}>
        <Text lineHeight="1.7" data-testid="assistant-passage">
          <HighlightedText segments={best.passage} />
        </Text>
        <Text mt="1" fontSize="sm">
          <FormattedMessage id="assistant.answer.source" />{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={best.route} onClick={onFollow} data-testid="assistant-source">
              {best.title}
            </RouterLink>
          </Link>
        </Text>
      </Box>
      {links.length ? (
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            <FormattedMessage id="assistant.answer.more" />
          </Text>
          <chakra.ul m="0" ps="5" fontSize="sm">
            {links.map((link) => (
              <li key={link.key} lang={LOCALE_TAG[link.language]}>
                <Link asChild color="brand.fg">
                  <RouterLink to={link.route} onClick={onFollow}>
                    {link.title}
                  </RouterLink>
                </Link>
              </li>
            ))}
          </chakra.ul>
        </Box>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        {intl.formatMessage({ id: 'assistant.answer.notAdvice' })}
      </Text>
    </Stack>
  );
}

/**
 * The help panel (issue #14): questions in any of the three languages, answered with the best passage of the site's
 * own content and its page, a few more pages, quick topics, and the service staff when nothing matches. A
 * non-modal dialog: Escape closes it (the launcher takes the focus back), and the page stays usable beside it.
 */
export function AssistantPanel({ entries, onAsk, onTopic, onClose, onChat, onFollow, inputRef }: AssistantPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const inputId = useId();
  const [question, setQuestion] = useState('');
  const logRef = useRef<HTMLDivElement>(null);

  // The newest answer comes into view.
  const last = entries.at(-1);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries.length, last?.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.replace(/\s+/g, ' ').trim();
    if (!text) return;
    onAsk(text);
    setQuestion('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

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
      maxH={`min(36rem, calc(100dvh - ${aboveKeyboard('7rem')}))`}
      overflow="hidden"
      data-testid="assistant-panel"
    >
      <Flex align="center" justify="space-between" gap="2" px="4" py="2" bg="brand.solid" color="brand.contrast">
        <Heading as="h2" id={titleId} size="md">
          <FormattedMessage id="assistant.title" />
        </Heading>
        <IconButton
          variant="ghost"
          color="inherit"
          _hover={{ bg: 'whiteAlpha.200' }}
          aria-label={intl.formatMessage({ id: 'assistant.close' })}
          onClick={onClose}
          minW="11"
          h="11"
          data-testid="assistant-close"
        >
          <CloseIcon />
        </IconButton>
      </Flex>
      <Box ref={logRef} flex="1" overflowY="auto" px="4" py="3" aria-live="polite" data-testid="assistant-log">
        {entries.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="assistant.intro" />
          </Text>
        ) : (
          <Stack gap="4">
            {entries.map((entry) => (
              <Stack key={entry.id} gap="2" data-testid="assistant-entry">
                <Text alignSelf="end" maxW="85%" bg="brand.subtle" px="3" py="1.5" borderRadius="lg" fontWeight="medium">
                  <chakra.span srOnly>{intl.formatMessage({ id: 'assistant.you' })}: </chakra.span>
                  {entry.question}
                </Text>
                <AnswerView entry={entry} onChat={onChat} onFollow={onFollow} />
              </Stack>
            ))}
          </Stack>
        )}
      </Box>
      <Box borderTopWidth="1px" px="4" pt="2" pb="3">
        <Text id={`${titleId}-topics`} fontSize="sm" color="fg.muted" mb="1">
          <FormattedMessage id="assistant.topics" />
        </Text>
        <Flex as="ul" aria-labelledby={`${titleId}-topics`} gap="1.5" wrap="wrap" listStyleType="none" m="0" p="0" mb="2">
          {QUICK_TOPICS.map((topic) => (
            <li key={topic}>
              <Button size="xs" variant="outline" borderRadius="full" minH="8" onClick={() => onTopic(topic)} data-testid={`assistant-topic-${topic}`}>
                {intl.formatMessage({ id: `assistant.topic.${topic}.label` })}
              </Button>
            </li>
          ))}
        </Flex>
        <chakra.form display="flex" gap="2" onSubmit={submit}>
          <chakra.label htmlFor={inputId} srOnly>
            {intl.formatMessage({ id: 'assistant.input.label' })}
          </chakra.label>
          <chakra.input
            ref={inputRef}
            id={inputId}
            value={question}
            maxLength={MAX_QUESTION_LENGTH}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={intl.formatMessage({ id: 'assistant.input.placeholder' })}
            autoComplete="off"
            enterKeyHint="send"
            flex="1"
            minW="0"
            h="11"
            px="3"
            borderWidth="1px"
            borderColor="border.emphasized"
            borderRadius="md"
            bg="bg"
            _placeholder={{ color: 'fg.muted' }}
            data-testid="assistant-input"
          />
          <Button type="submit" colorPalette="brand" h="11" data-testid="assistant-ask">
            <FormattedMessage id="assistant.input.submit" />
          </Button>
        </chakra.form>
      </Box>
    </Flex>
  );
}
