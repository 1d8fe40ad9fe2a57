import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import SimpleKeyboard from 'simple-keyboard/build/index.modern.esm.js';
import 'simple-keyboard/build/css/index.css';
import './keyboard.css';
import { useAppSelector } from '@/app/store/hooks';
import { KEYBOARD_INSET_VAR } from '@/lib/kiosk/keyboard-inset';
import { selectLanguage } from '@/features/language/store/language-slice';
import { deleteBackward, insertText, isTextField, pressEnter, type TextField } from './edit-field';
import { ACTION_KEYS, acceptsChinese, initialMode, keyboardLayout, type KeyboardMode } from './layouts';
import { loadCandidateTable, lookupCandidates, type CandidateTable } from './pinyin';

/**
 * Runs `done` once the finger pressing a key has lifted and its click has landed (keys act on press). The keyboard
 * may go away only then: what stands on it (the help launcher) comes down into its place and must not get that click.
 */
function afterRelease(done: () => void) {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.removeEventListener('pointerup', onRelease, true);
    window.removeEventListener('pointercancel', onRelease, true);
    window.clearTimeout(fallback);
    done();
  };
  const onRelease = () => window.setTimeout(finish, 0);
  window.addEventListener('pointerup', onRelease, true);
  window.addEventListener('pointercancel', onRelease, true);
  // A key pressed without a pointer (or already released) goes at once, nearly.
  const fallback = window.setTimeout(finish, 500);
}

/** How many candidates the bar shows at once (more follow as the visitor picks). */
const CANDIDATES_SHOWN = 12;

/** The keyboard's own words and icons for its action keys. */
function useKeyLabels() {
  const intl = useIntl();
  return useCallback(
    (mode: KeyboardMode): Record<string, string> => ({
      [ACTION_KEYS.backspace]: '⌫',
      [ACTION_KEYS.shift]: '⇧',
      [ACTION_KEYS.enter]: intl.formatMessage({ id: 'kiosk.keyboard.key.enter' }),
      [ACTION_KEYS.space]: intl.formatMessage({ id: 'kiosk.keyboard.key.space' }),
      [ACTION_KEYS.latin]: 'ABC',
      [ACTION_KEYS.symbols]: mode === 'symbols' ? '123' : '123 @#',
      [ACTION_KEYS.pinyin]: '拼音',
      [ACTION_KEYS.hide]: '⌨ ✕',
    }),
    [intl],
  );
}

/**
 * The kiosk's on-screen keyboard: terminals have no hardware keyboard and their compositors often show none. It opens
 * under any text field that takes focus (the system keyboard is kept away with `inputmode="none"`), types at the caret
 * through the same input events as typing, and offers Chinese by pinyin with candidate characters (Traditional in the
 * Traditional Chinese interface). Pressing a key never takes the focus from the field.
 */
export function KioskKeyboardHost() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const labels = useKeyLabels();
  const [field, setField] = useState<TextField | null>(null);
  const [mode, setMode] = useState<KeyboardMode>('latin');
  const [shifted, setShifted] = useState(false);
  const [pinyin, setPinyin] = useState('');
  const [table, setTable] = useState<CandidateTable | null>(null);
  const keysRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const keyboardRef = useRef<SimpleKeyboard | null>(null);
  const script = language === 'TC' ? 'hant' : 'hans';
  const chinese = field !== null && acceptsChinese(field);

  // Any text field that takes focus gets the keyboard; focus elsewhere (not on the keyboard) puts it away. A tap that
  // moves the focus (the form's button, say) is let finish first: the page gives back the keyboard's room as it goes
  // away, and content moving under the finger between press and release would lose the tap.
  useEffect(() => {
    let pressing = false;
    let closeAfterPress = false;
    let closer: number | undefined;
    const close = () => {
      closeAfterPress = false;
      setField(null);
    };
    const onPressStart = () => {
      pressing = true;
    };
    const onPressEnd = () => {
      pressing = false;
      if (!closeAfterPress) return;
      window.clearTimeout(closer);
      // After the click this release makes (it follows in the same task) has reached its handlers.
      closer = window.setTimeout(() => closeAfterPress && close(), 0);
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!isTextField(target)) {
        if (pressing) closeAfterPress = true;
        else close();
        return;
      }
      closeAfterPress = false;
      if (!target.hasAttribute('data-kiosk-inputmode')) target.setAttribute('data-kiosk-inputmode', target.inputMode);
      target.inputMode = 'none';
      setField((current) => {
        if (current !== target) {
          setMode(initialMode(target) === 'symbols' || target.getAttribute('data-kiosk-inputmode') === 'numeric' ? 'symbols' : 'latin');
          setShifted(false);
          setPinyin('');
        }
        return target;
      });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPressStart, true);
    document.addEventListener('pointerup', onPressEnd, true);
    document.addEventListener('pointercancel', onPressEnd, true);
    return () => {
      window.clearTimeout(closer);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPressStart, true);
      document.removeEventListener('pointerup', onPressEnd, true);
      document.removeEventListener('pointercancel', onPressEnd, true);
    };
  }, []);

  // A field that leaves the page (a dialog closed, a route changed) takes the keyboard with it.
  useEffect(() => {
    if (!field) return;
    const timer = window.setInterval(() => {
      if (!field.isConnected) setField(null);
    }, 500);
    return () => window.clearInterval(timer);
  }, [field]);

  useEffect(() => {
    if (mode !== 'pinyin') return;
    let alive = true;
    void loadCandidateTable(script).then((loaded) => {
      if (alive) setTable(loaded);
    });
    return () => {
      alive = false;
    };
  }, [mode, script]);

  const lookup = table && pinyin ? lookupCandidates(table, pinyin) : { syllable: '', candidates: [] };

  const choose = useCallback(
    (candidate: string, syllable: string) => {
      if (!field) return;
      insertText(field, candidate);
      setPinyin((letters) => letters.slice(syllable.length || letters.length));
    },
    [field],
  );

  // Keys are handled here, with the latest state, through a ref the keyboard instance calls.
  const onKeyRef = useRef<(key: string) => void>(() => {});
  useEffect(() => {
    onKeyRef.current = (key: string) => {
      if (!field) return;
      switch (key) {
        case ACTION_KEYS.backspace:
          if (pinyin) setPinyin(pinyin.slice(0, -1));
          else deleteBackward(field);
          return;
        case ACTION_KEYS.shift:
          setShifted(!shifted);
          return;
        case ACTION_KEYS.space:
          if (pinyin) choose(lookup.candidates[0] ?? pinyin, lookup.syllable);
          else insertText(field, ' ');
          return;
        case ACTION_KEYS.enter:
          if (pinyin) {
            insertText(field, pinyin);
            setPinyin('');
          } else pressEnter(field);
          return;
        case ACTION_KEYS.latin:
        case ACTION_KEYS.symbols:
        case ACTION_KEYS.pinyin:
          if (pinyin) insertText(field, pinyin);
          setPinyin('');
          setMode(key === ACTION_KEYS.latin ? 'latin' : key === ACTION_KEYS.symbols ? 'symbols' : 'pinyin');
          return;
        case ACTION_KEYS.hide:
          field.blur();
          afterRelease(() => setField(null));
          return;
        default:
          if (mode === 'pinyin' && /^[a-z]$/.test(key)) {
            setPinyin(pinyin + key);
            return;
          }
          if (pinyin) {
            choose(lookup.candidates[0] ?? pinyin, lookup.syllable);
          }
          insertText(field, key);
          if (shifted) setShifted(false);
      }
    };
  });

  const visible = field !== null;

  // The page makes room for the keyboard, and the field stays in sight above it. In the commit that shows or hides the
  // keyboard (a layout effect), so the room and the keyboard come and go in the same frame.
  useLayoutEffect(() => {
    if (!field) return;
    const root = document.documentElement;
    root.setAttribute('data-kiosk-keyboard', '');
    field.scrollIntoView?.({ block: 'center' });
    return () => root.removeAttribute('data-kiosk-keyboard');
  }, [field]);

  // What is fixed to the bottom edge (the help panel) stands on the keyboard, not under it.
  useEffect(() => {
    const box = boxRef.current;
    if (!visible || !box) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(KEYBOARD_INSET_VAR, `${box.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(KEYBOARD_INSET_VAR);
    };
  }, [visible]);

  useEffect(() => {
    if (!visible || !keysRef.current) return;
    const keyboard = new SimpleKeyboard(keysRef.current, {
      useButtonTag: true,
      disableCaretPositioning: true,
      preventMouseDownDefault: true,
      onKeyPress: (key: string) => onKeyRef.current(key),
    });
    keyboardRef.current = keyboard;
    return () => {
      keyboard.destroy();
      keyboardRef.current = null;
    };
  }, [visible]);

  useEffect(() => {
    const keyboard = keyboardRef.current;
    if (!keyboard) return;
    const names = {
      [ACTION_KEYS.backspace]: intl.formatMessage({ id: 'kiosk.keyboard.key.backspace' }),
      [ACTION_KEYS.shift]: intl.formatMessage({ id: 'kiosk.keyboard.key.shift' }),
      [ACTION_KEYS.latin]: intl.formatMessage({ id: 'kiosk.keyboard.mode.latin' }),
      [ACTION_KEYS.symbols]: intl.formatMessage({ id: 'kiosk.keyboard.mode.symbols' }),
      [ACTION_KEYS.pinyin]: intl.formatMessage({ id: 'kiosk.keyboard.mode.pinyin' }),
      [ACTION_KEYS.hide]: intl.formatMessage({ id: 'kiosk.keyboard.hide' }),
    };
    const display = labels(mode);
    keyboard.setOptions({
      layout: keyboardLayout(mode, shifted, chinese),
      layoutName: 'default',
      display,
      buttonTheme: [{ class: 'kiosk-key-action', buttons: Object.values(ACTION_KEYS).join(' ') }],
      onRender: (instance: SimpleKeyboard) => {
        // Buttons say what they do to screen readers, not just their symbols; they never take the focus.
        for (const button of instance.keyboardDOM.querySelectorAll<HTMLElement>('[data-skbtn]')) {
          const key = button.getAttribute('data-skbtn') ?? '';
          button.setAttribute('type', 'button');
          button.setAttribute('tabindex', '-1');
          if (key in names) {
            // Symbols are named by what they do; words keep their visible text first in the name (WCAG 2.5.3).
            const visible = display[key] ?? '';
            const name = names[key as keyof typeof names];
            button.setAttribute('aria-label', /[\p{L}\p{N}]/u.test(visible) ? `${visible} (${name})` : name);
          }
          if (key === ACTION_KEYS.shift) button.setAttribute('aria-pressed', String(shifted));
        }
      },
    });
  }, [visible, mode, shifted, chinese, labels, intl]);

  if (!visible) return null;
  const candidates = lookup.candidates.slice(0, CANDIDATES_SHOWN);
  return (
    <Box
      ref={boxRef}
      role="group"
      aria-label={intl.formatMessage({ id: 'kiosk.keyboard.label' })}
      data-testid="kiosk-keyboard"
      data-mode={mode}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="2000"
      bg="gray.100"
      borderTopWidth="1px"
      borderColor="border.emphasized"
      boxShadow="0 -4px 16px rgba(0,0,0,0.15)"
      px="2"
      pb="2"
      // Touching the keyboard never moves the focus away from the field being typed in.
      onMouseDown={(event) => event.preventDefault()}
    >
      {mode === 'pinyin' ? (
        <Flex align="center" gap="2" minH="14" overflowX="auto" data-testid="kiosk-keyboard-candidates">
          <Text as="span" fontWeight="semibold" minW="16" px="2" aria-live="polite" data-testid="kiosk-keyboard-pinyin">
            {pinyin}
          </Text>
          {candidates.length > 0 ? (
            <Flex role="group" aria-label={intl.formatMessage({ id: 'kiosk.keyboard.candidates' }, { pinyin: lookup.syllable })} gap="1">
              {candidates.map((candidate) => (
                <Button
                  key={candidate}
                  variant="outline"
                  bg="bg"
                  size="lg"
                  fontSize="xl"
                  tabIndex={-1}
                  onClick={() => choose(candidate, lookup.syllable)}
                >
                  {candidate}
                </Button>
              ))}
            </Flex>
          ) : null}
        </Flex>
      ) : null}
      <div ref={keysRef} className="simple-keyboard kiosk-keys" />
    </Box>
  );
}
