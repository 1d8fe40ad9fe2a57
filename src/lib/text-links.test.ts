import { describe, expect, it } from 'vitest';
import { splitLinks } from './text-links';

describe('splitLinks', () => {
  it('makes http(s) addresses links and leaves sentence punctuation out of them', () => {
    expect(splitLinks('See https://example.org/a?b=1, then http://x.cn.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'http://x.cn', href: 'http://x.cn/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes and keeps markup as text', () => {
    const text = 'javascript:alert(1) <a href="data:text/html,x">x</a> ftp://host';
    expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
  });

  it('stops a link at Chinese punctuation', () => {
    expect(splitLinks('请看https://example.org/zh。谢谢')).toEqual([
      { kind: 'text', text: '请看' },
      { kind: 'link', text: 'https://example.org/zh', href: 'https://example.org/zh' },
      { kind: 'text', text: '。谢谢' },
    ]);
  });
});
