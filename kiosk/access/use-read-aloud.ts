import { useCallback, useEffect, useState } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { pickVoice, speak, textToRead, type SpeechSynth } from './read-aloud';

/**
 * Read aloud in the interface language: null when the terminal has no voice for it (the control is then hidden).
 * Voices arrive late in some browsers (`voiceschanged`), so the answer can change after the first render.
 */
export function useReadAloud(speech: SpeechSynth | null, language: Language) {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(() => (speech ? pickVoice(speech.getVoices(), language) : null));
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    if (!speech) return;
    const update = () => setVoice(pickVoice(speech.getVoices(), language));
    update();
    speech.addEventListener('voiceschanged', update);
    return () => speech.removeEventListener('voiceschanged', update);
  }, [speech, language]);

  // Speech stops with the language it was in, and when the controls go (a reset).
  useEffect(() => () => speech?.cancel(), [speech, language]);

  // Reading ends by itself, or when the visitor goes to another page (what was read no longer shows).
  useEffect(() => {
    if (!speaking || !speech) return;
    const page = window.location.pathname;
    const timer = window.setInterval(() => {
      if (window.location.pathname !== page) speech.cancel();
      if (!speech.speaking) setSpeaking(false);
    }, 500);
    return () => window.clearInterval(timer);
  }, [speaking, speech]);

  const toggle = useCallback(() => {
    if (!speech || !voice) return;
    if (speaking) {
      speech.cancel();
      setSpeaking(false);
      return;
    }
    const text = textToRead();
    if (!text) return;
    speak(speech, text, voice);
    setSpeaking(true);
  }, [speech, voice, speaking]);

  return voice && speech ? { speaking, toggle } : null;
}
