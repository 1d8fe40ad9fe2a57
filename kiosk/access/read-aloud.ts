import type { Language } from '@/lib/i18n/languages';

/** The parts of the Web Speech API the kiosk uses (a fake one is injected in tests). */
export interface SpeechSynth {
  getVoices(): SpeechSynthesisVoice[];
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  readonly speaking: boolean;
  addEventListener(type: 'voiceschanged', listener: () => void): void;
  removeEventListener(type: 'voiceschanged', listener: () => void): void;
}

/** Voice language tags per interface language, best first: Traditional Chinese is read in Cantonese where one exists. */
const VOICE_LANGS: Record<Language, readonly string[]> = {
  EN: ['en-GB', 'en-US', 'en'],
  CN: ['zh-CN', 'cmn-CN', 'zh-Hans', 'zh'],
  TC: ['zh-HK', 'yue-HK', 'yue', 'zh-TW', 'cmn-TW', 'zh-Hant'],
};

const normalise = (tag: string) => tag.replace(/_/g, '-').toLowerCase();

/** The voice that reads `language`, or null when the terminal has none (the control is then hidden). */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], language: Language): SpeechSynthesisVoice | null {
  for (const wanted of VOICE_LANGS[language].map(normalise)) {
    const exact = voices.find((voice) => normalise(voice.lang) === wanted);
    if (exact) return exact;
    // "zh" matches "zh-…" only as a last resort of its own entry (zh-Hant voices must not read Simplified pages).
    if (!wanted.includes('-')) {
      const prefixed = voices.find((voice) => normalise(voice.lang).startsWith(`${wanted}-`));
      if (prefixed) return prefixed;
    }
  }
  return null;
}

/**
 * What "read aloud" reads: an open dialog if there is one (it is what the visitor is looking at), otherwise the page's
 * main content. Hidden and screen-reader-only text is left out as far as `innerText` does.
 */
export function textToRead(root: Document | HTMLElement = document): string {
  const dialogs = root.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog[open]');
  const target = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : (root.querySelector<HTMLElement>('main') ?? null);
  if (!target) return '';
  const text = target.innerText ?? target.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** Engines cut long utterances short: the text is read in sentence-sized pieces. */
export function splitForSpeech(text: string, max = 200): string[] {
  const sentences = text.match(/[^.!?。！？；;]+[.!?。！？；;]*\s*/g) ?? [];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > max) {
      pieces.push(current.trim());
      current = '';
    }
    current += sentence;
    while (current.length > max) {
      pieces.push(current.slice(0, max).trim());
      current = current.slice(max);
    }
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** Reads `text` with `voice`, piece by piece; stops anything read before. */
export function speak(synth: SpeechSynth, text: string, voice: SpeechSynthesisVoice, makeUtterance = (piece: string) => new SpeechSynthesisUtterance(piece)): void {
  synth.cancel();
  for (const piece of splitForSpeech(text)) {
    const utterance = makeUtterance(piece);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    synth.speak(utterance);
  }
}

/** The browser's speech synthesis, when it has one. */
export const browserSpeech = (): SpeechSynth | null => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

/** Silences the terminal: for the visitor reset, so nothing of one visitor's reading carries over to the next. */
export function stopReadingAloud(speech: SpeechSynth | null = browserSpeech()): void {
  speech?.cancel();
}
