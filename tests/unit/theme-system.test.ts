import { describe, expect, it } from 'vitest';
import { appSystem } from '@/theme/system';

describe('the design system', () => {
  const global = JSON.stringify(appSystem().getGlobalCss());

  it('declares no unused utility variables on every element', () => {
    expect(global).not.toMatch(/--ring-inset|--backdrop-blur|--brightness|--drop-shadow/);
  });

  it('keeps what the rest of the global styles read from the every-element rule', () => {
    for (const variable of ['--global-font-body', '--global-font-mono', '--global-color-border']) expect(global).toContain(variable);
    expect(global).toContain('cv11');
  });
});
