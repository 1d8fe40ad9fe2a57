import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { ChakraProvider } from '@chakra-ui/react';
import en from '@locales/en.json';
import zhHant from '@locales/zh-Hant.json';
import { makeStore } from '@/app/store/make-store';
import { appSystem } from '@/theme/system';
import type { Language } from '@/lib/i18n/languages';
import { KioskAccessControls } from './access-controls';
import { initialKioskAccessState, kioskAccessSlice, selectHighContrast, selectTextSize, textSizeChanged } from './access-slice';
import type { SpeechSynth } from './read-aloud';

const voice = (lang: string) => ({ lang, name: lang, default: false, localService: true, voiceURI: lang }) as SpeechSynthesisVoice;

function fakeSpeech(voices: SpeechSynthesisVoice[]) {
  const spoken: SpeechSynthesisUtterance[] = [];
  let speaking = false;
  const synth: SpeechSynth = {
    get speaking() {
      return speaking;
    },
    getVoices: () => voices,
    speak: (utterance) => {
      spoken.push(utterance);
      speaking = true;
    },
    cancel: vi.fn(() => {
      speaking = false;
    }),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  return { synth, spoken };
}

// jsdom has no Web Speech API: the utterance is a plain record of what would be said.
vi.stubGlobal(
  'SpeechSynthesisUtterance',
  class {
    voice: SpeechSynthesisVoice | null = null;
    lang = '';
    constructor(public text: string) {}
  },
);

function setup(speech: SpeechSynth | null, language: Language = 'EN') {
  const store = makeStore({ language: { current: language } }, { runSagas: false });
  render(
    <Provider store={store}>
      <IntlProvider locale={language === 'TC' ? 'zh-Hant' : 'en'} messages={language === 'TC' ? zhHant : en}>
        <ChakraProvider value={appSystem()}>
          <main>
            <h1>Benefits</h1>
          </main>
          <KioskAccessControls speech={speech} />
        </ChakraProvider>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('kioskAccessSlice', () => {
  it('keeps the text size within its three steps and starts normal', () => {
    expect(kioskAccessSlice.reducer(undefined, { type: 'init' })).toEqual(initialKioskAccessState);
    expect(kioskAccessSlice.reducer(undefined, textSizeChanged(7)).textSize).toBe(2);
    expect(kioskAccessSlice.reducer(undefined, textSizeChanged(-1)).textSize).toBe(0);
  });
});

describe('KioskAccessControls', () => {
  it('text size in three steps and high contrast, in the store (so a visitor reset restores them)', () => {
    const store = setup(null);
    const larger = screen.getByRole('button', { name: /Larger text/ });
    const smaller = screen.getByRole('button', { name: /Smaller text/ });
    expect(smaller).toBeDisabled();
    fireEvent.click(larger);
    fireEvent.click(larger);
    expect(selectTextSize(store.getState())).toBe(2);
    expect(larger).toBeDisabled();
    expect(screen.getByTestId('kiosk-text-size')).toHaveTextContent('Text size 3 of 3');
    fireEvent.click(smaller);
    expect(selectTextSize(store.getState())).toBe(1);
    const contrast = screen.getByRole('button', { name: /High contrast/ });
    expect(contrast).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(contrast);
    expect(selectHighContrast(store.getState())).toBe(true);
    expect(contrast).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides read aloud where there is no speech synthesis or no voice for the language', () => {
    setup(null);
    expect(screen.queryByTestId('kiosk-read-aloud')).toBeNull();
    cleanup();
    setup(fakeSpeech([voice('zh-CN')]).synth, 'TC');
    expect(screen.queryByTestId('kiosk-read-aloud')).toBeNull();
  });

  it('reads the main content aloud in the interface language, and stops on a second tap', () => {
    const { synth, spoken } = fakeSpeech([voice('en-US'), voice('zh-HK')]);
    setup(synth, 'TC');
    const button = screen.getByRole('button', { name: /朗讀/ });
    fireEvent.click(button);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]!.text).toBe('Benefits');
    expect(spoken[0]!.lang).toBe('zh-HK');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: /停止朗讀/ }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /朗讀/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
