import { describe, expect, it, vi } from 'vitest';
import { pickVoice, speak, splitForSpeech, textToRead, type SpeechSynth } from './read-aloud';

const voice = (lang: string, name = lang) => ({ lang, name, default: false, localService: true, voiceURI: name }) as SpeechSynthesisVoice;

/** A speech synthesis that records what it was asked to say. */
function fakeSpeech(voices: SpeechSynthesisVoice[]) {
  const spoken: { text: string; lang: string; voice: string | undefined }[] = [];
  const synth: SpeechSynth & { spoken: typeof spoken } = {
    spoken,
    speaking: false,
    getVoices: () => voices,
    speak: (utterance) => void spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name }),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  return synth;
}

describe('pickVoice', () => {
  const voices = [voice('en-US'), voice('zh-CN'), voice('zh-TW'), voice('yue_HK', 'Cantonese')];

  it('finds a voice per interface language, Cantonese first for Traditional Chinese', () => {
    expect(pickVoice(voices, 'EN')?.lang).toBe('en-US');
    expect(pickVoice(voices, 'CN')?.lang).toBe('zh-CN');
    expect(pickVoice(voices, 'TC')?.name).toBe('Cantonese');
    expect(pickVoice([voice('zh-TW')], 'TC')?.lang).toBe('zh-TW');
  });

  it('has none where the terminal has none (the control is then hidden)', () => {
    expect(pickVoice([], 'EN')).toBeNull();
    expect(pickVoice([voice('en-GB')], 'CN')).toBeNull();
    // A Mandarin voice for Simplified Chinese must not read Traditional pages by its bare "zh".
    expect(pickVoice([voice('zh-CN')], 'TC')).toBeNull();
  });
});

describe('textToRead', () => {
  it('reads the open dialog, otherwise the main content', () => {
    document.body.innerHTML = '<header>Menu</header><main><h1>Events</h1>\n<p>Three this week.</p></main><footer>Links</footer>';
    expect(textToRead()).toBe('Events Three this week.');
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog"><h2>Continue on your phone</h2></div>');
    expect(textToRead()).toBe('Continue on your phone');
  });
});

describe('speak', () => {
  it('splits long text into sentences and reads each with the voice, after stopping what was read', () => {
    const synth = fakeSpeech([voice('zh-HK')]);
    const text = `${'活动很多。'.repeat(50)}欢迎！`;
    const pieces = splitForSpeech(text);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= 200)).toBe(true);
    speak(synth, text, voice('zh-HK', 'HK'), (piece) => ({ text: piece }) as SpeechSynthesisUtterance);
    expect(synth.cancel).toHaveBeenCalledOnce();
    expect(synth.spoken.map((entry) => entry.text).join('')).toBe(text);
    expect(synth.spoken.every((entry) => entry.lang === 'zh-HK' && entry.voice === 'HK')).toBe(true);
  });
});
