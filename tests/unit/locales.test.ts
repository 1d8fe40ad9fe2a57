import { describe, expect, it } from 'vitest';
import { Converter } from 'opencc-js';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@locales/en.json';
import zhHans from '@locales/zh-Hans.json';
import zhHant from '@locales/zh-Hant.json';

const locales: Record<string, Record<string, string>> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/**
 * Messages that are meant to be in another script. Keep this list short and say why for each.
 * - language.name.CN: the switcher names each language in its own script, so "简体中文" stays simplified.
 */
const HANT_ALLOWED_IDS: ReadonlySet<string> = new Set(['language.name.CN']);

const toHongKong = Converter({ from: 'cn', to: 'hk' });
const toTraditional = Converter({ from: 'cn', to: 't' });

/**
 * The characters of `text` that are simplified-only. Simplified→HK alone also rewrites standard Traditional forms
 * into Hong Kong variants (戶→户, 稅→税, 閱→閲), which are both correct, so a character counts only when both the
 * Simplified→HK and the Simplified→Traditional converters change it.
 */
function simplifiedCharacters(text: string): string[] {
  const hk = [...toHongKong(text)];
  const t = [...toTraditional(text)];
  const source = [...text];
  if (source.length !== hk.length || source.length !== t.length) return [`${text} → ${hk.join('')}`];
  return source.filter((char, i) => char !== hk[i] && char !== t[i]);
}

function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      names.add(`<${el.value}>`);
      argumentNames(el.children, names);
      continue;
    }
    names.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentNames(option.value, names);
    }
  }
  return names;
}

describe('locale files', () => {
  const ids = new Set(Object.values(locales).flatMap((m) => Object.keys(m)));

  it.each(Object.keys(locales))('%s has every message id', (tag) => {
    const missing = [...ids].filter((id) => !(id in locales[tag]!));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(locales))('%s has no empty message', (tag) => {
    const empty = Object.entries(locales[tag]!).filter(([, text]) => text.trim() === '').map(([id]) => id);
    expect(empty).toEqual([]);
  });

  it('zh-Hant contains no simplified-only characters', () => {
    const offenders = Object.entries(zhHant)
      .filter(([id]) => !HANT_ALLOWED_IDS.has(id))
      .map(([id, text]) => [id, simplifiedCharacters(text)] as const)
      .filter(([, chars]) => chars.length > 0)
      .map(([id, chars]) => `${id}: ${chars.join('')}`);
    expect(offenders).toEqual([]);
  });

  it('every message parses as ICU with the same placeholders in all three languages', () => {
    const mismatches: string[] = [];
    for (const id of ids) {
      const sets = Object.entries(locales).map(([tag, messages]) => {
        const names = [...argumentNames(parse(messages[id] ?? ''))].sort();
        return [tag, names.join(',')] as const;
      });
      if (new Set(sets.map(([, names]) => names)).size > 1) mismatches.push(`${id}: ${sets.map(([t, n]) => `${t}[${n}]`).join(' ')}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('the HTTP catalogue texts in CN are exactly the spec’s', () => {
    expect(zhHans['http.error.server-default' as keyof typeof zhHans]).toBe('服务端异常，请联系技术支持');
    expect(zhHans['http.error.timeout' as keyof typeof zhHans]).toBe('请求超时，请稍后重试');
    expect(zhHans['http.error.network' as keyof typeof zhHans]).toBe('请求失败，请检查网络是否已连接');
    expect(zhHans['http.alert.title' as keyof typeof zhHans]).toBe('系统提示');
    expect(en['language.switch.success' as keyof typeof en]).toBe('Switch Language Success');
  });
});

describe('the simplified-character check itself', () => {
  it('flags simplified text and passes Hong Kong Traditional text', () => {
    expect(simplifiedCharacters('请求失败，请检查网络')).not.toEqual([]);
    expect(simplifiedCharacters('請求失敗，請檢查網絡')).toEqual([]);
    expect(simplifiedCharacters('帳戶稅項閱讀')).toEqual([]);
    expect(simplifiedCharacters('帐户')).toEqual(['帐']);
  });
});
