import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem, serverRenderedPageSystem } from '@/theme/system';
import { makeGlobalStylesLazy } from '../../scripts/vite-lazy-chakra-global-styles';

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

describe('a server-rendered page keeps the global styles the server sent', () => {
  it('renders no global styles again, with the same tokens and style functions', () => {
    const system = serverRenderedPageSystem();
    expect(system._global).toEqual([]);
    expect(system._config.disableLayers).toBe(true);
    expect(appSystem()._global.length).toBe(3);
    expect(appSystem()._config.disableLayers).toBeFalsy();
    expect(system.token('colors.brand.600')).toBe(appSystem().token('colors.brand.600'));
    expect(system.css({ color: 'brand.fg', p: '4' })).toEqual(appSystem().css({ color: 'brand.fg', p: '4' }));
    expect(serverRenderedPageSystem()).toBe(system);
  });

  it('has Chakra build its page-wide styles on first read in builds, and fails the build if Chakra changes shape', () => {
    const source = readFileSync(join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm/styled-system/system.js'), 'utf8');
    const lazy = makeGlobalStylesLazy(source);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; }');
    expect(() => makeGlobalStylesLazy(source.replace('getTokenCss()];', 'getTokenCss(), more()];'))).toThrow(/changed how createSystem/);
  });
});

describe('one colour scheme', () => {
  it('sends no dark-scheme variables, and the light values stay', () => {
    const tokenCss = JSON.stringify(appSystem().getTokenCss());
    expect(tokenCss).not.toContain('.dark');
    expect(appSystem().token('colors.bg')).toBe('var(--chakra-colors-bg)');
    expect(tokenCss).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
    expect(tokenCss).toContain('"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"');
  });
});
