import { describe, expect, it } from 'vitest';
import hant from './pinyin-hant.json';
import { lookupCandidates } from './pinyin';
import { acceptsChinese, keyboardLayout } from './layouts';

const table = { ni: '你 呢 泥', hao: '好 号 毫', n: '呢', h: '和' };

describe('pinyin candidates', () => {
  it('offers the longest known syllable at the start of what was typed', () => {
    expect(lookupCandidates(table, 'nihao')).toEqual({ syllable: 'ni', candidates: ['你', '呢', '泥'] });
    expect(lookupCandidates(table, 'hao')).toEqual({ syllable: 'hao', candidates: ['好', '号', '毫'] });
    expect(lookupCandidates(table, 'xyz')).toEqual({ syllable: '', candidates: [] });
  });

  it('has Hong Kong Traditional characters for the Traditional Chinese interface', () => {
    const fa = lookupCandidates(hant, 'fa').candidates;
    expect(fa).toContain('發');
    expect(fa).not.toContain('发');
    expect(lookupCandidates(hant, 'shuo').candidates[0]).toBe('説');
    // Characters that merge in conversion appear once.
    expect(new Set(fa).size).toBe(fa.length);
  });
});

describe('layouts', () => {
  it('puts e-mail symbols beside the letters and offers pinyin only where Chinese fits', () => {
    const latin = keyboardLayout('latin', false, true).default.join(' ');
    for (const key of ['@', '.', '-', '_', '.com', '{pinyin}', '{symbols}']) expect(latin.split(' ')).toContain(key);
    expect(keyboardLayout('latin', true, false).default.join(' ')).not.toContain('{pinyin}');
    expect(keyboardLayout('latin', true, false).default[1]).toBe('Q W E R T Y U I O P');
    const email = document.createElement('input');
    email.type = 'email';
    expect(acceptsChinese(email)).toBe(false);
    expect(acceptsChinese(document.createElement('textarea'))).toBe(true);
  });
});
