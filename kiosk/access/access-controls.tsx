import { useIntl } from 'react-intl';
import { Button, chakra, Flex } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { selectLanguage } from '@/features/language/store/language-slice';
import { highContrastToggled, selectHighContrast, selectTextSize, textSizeChanged, TEXT_SIZE_STEPS } from './access-slice';
import { browserSpeech, type SpeechSynth } from './read-aloud';
import { useReadAloud } from './use-read-aloud';

export interface KioskAccessControlsProps {
  /** The speech synthesis to read with; the browser's by default (tests inject a fake one). */
  speech?: SpeechSynth | null;
}

const defaultSpeech = browserSpeech();

/**
 * Reading aids for a closed terminal nobody can zoom or fit with their own assistive technology (EN 301 549 §5.1):
 * text size in three steps, high contrast, and read aloud in the interface language where a voice exists. A bar fixed
 * to the bottom of the screen, within reach of a standing or seated visitor (§8.3).
 */
export function KioskAccessControls({ speech = defaultSpeech }: KioskAccessControlsProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const textSize = useAppSelector(selectTextSize);
  const highContrast = useAppSelector(selectHighContrast);
  const language = useAppSelector(selectLanguage);
  const readAloud = useReadAloud(speech, language);
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <chakra.nav
      aria-label={t('kiosk.access.label')}
      data-testid="kiosk-access-controls"
      position="fixed"
      insetStart="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopEndRadius="lg"
      borderWidth="1px"
      borderColor="border.emphasized"
      boxShadow="md"
      p="2"
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Button
          size="lg"
          variant="outline"
          disabled={textSize === 0}
          onClick={() => dispatch(textSizeChanged(textSize - 1))}
          data-testid="kiosk-text-size-smaller"
        >
          <chakra.span aria-hidden="true" fontSize="sm">
            A
          </chakra.span>
          {t('kiosk.access.textSmaller')}
        </Button>
        <chakra.span srOnly aria-live="polite" data-testid="kiosk-text-size">
          {intl.formatMessage({ id: 'kiosk.access.textSize' }, { step: textSize + 1, steps: TEXT_SIZE_STEPS })}
        </chakra.span>
        <Button
          size="lg"
          variant="outline"
          disabled={textSize === TEXT_SIZE_STEPS - 1}
          onClick={() => dispatch(textSizeChanged(textSize + 1))}
          data-testid="kiosk-text-size-larger"
        >
          <chakra.span aria-hidden="true" fontSize="xl">
            A
          </chakra.span>
          {t('kiosk.access.textLarger')}
        </Button>
        <Button size="lg" variant="outline" aria-pressed={highContrast} onClick={() => dispatch(highContrastToggled())} data-testid="kiosk-contrast">
          <chakra.span aria-hidden="true">◐</chakra.span>
          {t('kiosk.access.contrast')}
        </Button>
        {readAloud ? (
          <Button size="lg" variant="outline" aria-pressed={readAloud.speaking} onClick={readAloud.toggle} data-testid="kiosk-read-aloud">
            <chakra.span aria-hidden="true">🔊</chakra.span>
            {t(readAloud.speaking ? 'kiosk.access.stopReading' : 'kiosk.access.readAloud')}
          </Button>
        ) : null}
      </Flex>
    </chakra.nav>
  );
}
