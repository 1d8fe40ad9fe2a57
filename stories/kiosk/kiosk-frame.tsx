import type { Decorator } from '@storybook/react-vite';
import { Box, ChakraProvider } from '@chakra-ui/react';
import { kioskSystem } from '@/theme/kiosk-density';
import { KioskFrame } from '../../kiosk/touch/kiosk-frame';
import type { SpeechSynth } from '../../kiosk/access/read-aloud';

/** The hall screens: portrait 1080 × 1920 (the common one) and landscape 1920 × 1080. */
export const kioskViewports = {
  kioskPortrait: { name: 'Kiosk portrait 1080 × 1920', styles: { width: '1080px', height: '1920px' }, type: 'desktop' },
  kioskLandscape: { name: 'Kiosk landscape 1920 × 1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

/** Story fields that show a story on a hall screen. */
export const onKiosk = (orientation: keyof typeof kioskViewports = 'kioskPortrait') => ({
  parameters: { viewport: { options: kioskViewports } },
  globals: { viewport: { value: orientation, isRotated: false } },
});

const voice = (lang: string) => ({ lang, name: lang, default: false, localService: true, voiceURI: lang }) as SpeechSynthesisVoice;

/** A terminal with a voice per language that says nothing (speech is the browser's, not the product's). */
export const silentSpeech: SpeechSynth = {
  speaking: false,
  getVoices: () => [voice('en-GB'), voice('zh-CN'), voice('zh-HK')],
  speak: () => {},
  cancel: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
};

/**
 * The story inside the kiosk frame (kiosk mode, the kiosk density of the design system, keyboard, reading aids), as the
 * kiosk entry mounts it. A story picks the terminal's speech with `parameters.kioskSpeech` (null: no speech synthesis;
 * by default a voice per language that says nothing).
 */
export const withKioskFrame: Decorator = (Story, context) => {
  const speech = context.parameters.kioskSpeech === undefined ? silentSpeech : (context.parameters.kioskSpeech as SpeechSynth | null);
  return (
    <ChakraProvider value={kioskSystem()}>
      <KioskFrame deviceId="story-kiosk" publicOrigin="https://talent.example.org" speech={speech}>
        <Box as="main" p="8" minH="100dvh">
          <Story />
        </Box>
      </KioskFrame>
    </ChakraProvider>
  );
};
