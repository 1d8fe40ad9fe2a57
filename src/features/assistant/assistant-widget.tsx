import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Box, Button } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { trackEvent } from '@/lib/analytics/track';
import { aboveKeyboard } from '@/lib/kiosk/keyboard-inset';
import { pageRoutes } from '@/lib/routes';
import { AssistantPanel, type QuickTopic } from './components/assistant-panel';
import { selectAssistant } from './store/assistant-feature';
import { assistantClosed, assistantOpened, questionAsked } from './store/assistant-slice';

const helpIcon = (
  <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
    <path d="M9.6 9.5a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.1-2.4 3.6M12 16.8h.01" />
  </svg>
);

export interface AssistantWidgetProps {
  /** A person takes over: the app opens the online service chat. Without it, the hub's call-back form. */
  onChat?: () => void;
}

/**
 * The help button on every public page (web and kiosk) and its panel (issue #14). Loaded after the page has come
 * to life, so it costs the first screen nothing; its state lives in the store, so a kiosk reset empties it.
 */
export default function AssistantWidget({ onChat }: AssistantWidgetProps = {}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useAppSelector((state) => state.language.current);
  const { open, entries } = useAppSelector(selectAssistant);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(open);

  // Opening puts the cursor in the question box; closing gives the focus back to the button.
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const ask = (question: string, query?: string) => dispatch(questionAsked(question, language, query));
  const topic = (name: QuickTopic) =>
    ask(intl.formatMessage({ id: `assistant.topic.${name}.label` }), intl.formatMessage({ id: `assistant.topic.${name}.query` }));

  return (
    <Box position="fixed" insetEnd="4" bottom={aboveKeyboard('var(--chakra-spacing-4)')} zIndex="overlay" display="flex" flexDirection="column" alignItems="end" gap="3" data-testid="assistant">
      {open ? (
        <AssistantPanel
          entries={entries}
          inputRef={inputRef}
          onAsk={(question) => ask(question)}
          onTopic={topic}
          onClose={() => dispatch(assistantClosed())}
          // A person takes over: the online service chat, or the hub's staff calling back on its contact form.
          onChat={() => {
            trackEvent('assistant_handoff');
            dispatch(assistantClosed());
            if (onChat) onChat();
            else void navigate(`${pageRoutes.ith}#ith-contact`);
          }}
        />
      ) : null}
      <Button
        ref={launcherRef}
        colorPalette="brand"
        borderRadius="full"
        h="12"
        px="5"
        boxShadow="lg"
        aria-expanded={open}
        onClick={() => dispatch(open ? assistantClosed() : assistantOpened())}
        data-testid="assistant-launcher"
      >
        {helpIcon}
        {intl.formatMessage({ id: 'assistant.launcher' })}
      </Button>
    </Box>
  );
}
