import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem, serverRenderedPageSystem } from '@/theme/system';
import { KIOSK_ROOT_FONT_SIZES, KIOSK_TARGET_PX, kioskSystem } from '@/theme/kiosk-density';
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

describe('the kiosk density', () => {
  const global = JSON.stringify(kioskSystem().getGlobalCss());
  const tokens = JSON.stringify(kioskSystem().getTokenCss());

  it('is the app system plus the kiosk rules, which the web system does not carry', () => {
    expect(kioskSystem().token('colors.brand.600')).toBe(appSystem().token('colors.brand.600'));
    expect(JSON.stringify(appSystem().getGlobalCss())).not.toContain('data-kiosk');
    expect(JSON.stringify(appSystem().getTokenCss())).not.toContain('touch-target');
    expect(global).toContain('html[data-kiosk]');
  });

  it('makes every target at least the touch target, a token of 44 px', () => {
    expect(KIOSK_TARGET_PX).toBe(44);
    expect(tokens).toContain('"--chakra-sizes-touch-target":"44px"');
    const targetRule = global.match(/html\[data-kiosk\] :is\(a\[href\], button,[^"]*\)":\{([^}]*)\}/);
    expect(targetRule?.[1]).toBe('"minHeight":"var(--chakra-sizes-touch-target)","minWidth":"var(--chakra-sizes-touch-target)"');
    // The recipes' own sizes too (a recipe's size outranks a page-wide rule in the cascade layers).
    const button = kioskSystem().cva(kioskSystem().getRecipe('button'));
    for (const size of ['2xs', 'xs', 'md'] as const) {
      expect(JSON.stringify(button({ size }))).toContain('"html[data-kiosk] &":{"minHeight":"var(--chakra-sizes-touch-target)","minWidth":"var(--chakra-sizes-touch-target)"}');
    }
    expect(JSON.stringify(appSystem().cva(appSystem().getRecipe('button'))({ size: 'xs' }))).not.toContain('touch-target');
  });

  it('has the visitor text sizes as root font sizes, and high contrast as semantic colours', () => {
    KIOSK_ROOT_FONT_SIZES.forEach((size, step) => {
      const selector = step === 0 ? 'html[data-kiosk]' : `html[data-kiosk][data-kiosk-text-size='${step}']`;
      expect(global).toContain(`"&${selector}":{"fontSize":"${size}"`);
    });
    const contrast = tokens.match(/"html\[data-kiosk\]\[data-kiosk-contrast\] &":\{([^}]*)\}/)?.[1] ?? '';
    expect(contrast).toContain('"--chakra-colors-fg":"#000"');
    expect(contrast).toContain('"--chakra-colors-bg":"#fff"');
    expect(contrast).toContain('"--chakra-colors-border":"#000"');
    // Outside high contrast the colours stay the app's.
    expect(tokens).toContain('"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"');
  });
});
