import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appSystem, appSystemConfig, mergedSystemConfig, prepareSystemTokens, serverRenderedPageSystem } from '@/theme/system';
import { KIOSK_ROOT_FONT_SIZES, KIOSK_TARGET_PX, kioskSystem, kioskSystemConfig } from '@/theme/kiosk-density';
import { makeGlobalStylesLazy, makeSystemStepwise, makeTokenDictionaryStepwise, MERGED_CONFIG, TOKEN_DICTIONARY } from '../../scripts/vite-lazy-chakra-global-styles';

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

/**
 * The system built in steps, as the build does it (makeSystemStepwise): the patched module is loaded from a copy of
 * Chakra's styled-system beside the installed one, and must give the very system the unpatched createSystem gives.
 */
describe('the design system built in steps', () => {
  const chakra = join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm');
  const copy = join(process.cwd(), 'node_modules/.cache/chakra-stepwise');

  type Steps = { dictionary: unknown; steps: (() => void)[] };
  async function stepwiseCreateSystem(): Promise<typeof createSystem & { tokenDictionaryOf: (config: SystemConfig, stepwise?: boolean) => unknown }> {
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    for (const folder of ['styled-system', 'utils']) cpSync(join(chakra, folder), join(copy, folder), { recursive: true });
    const system = join(copy, 'styled-system/system.js');
    writeFileSync(system, makeSystemStepwise(makeGlobalStylesLazy(readFileSync(system, 'utf8'))));
    const dictionary = join(copy, 'styled-system/token-dictionary.js');
    writeFileSync(dictionary, makeTokenDictionaryStepwise(readFileSync(dictionary, 'utf8')));
    const module = (await import(/* @vite-ignore */ pathToFileURL(system).href)) as { createSystem: never };
    return module.createSystem;
  }

  const sameSystem = (stepwise: SystemContext, whole: SystemContext) => {
    expect(JSON.stringify(stepwise.getTokenCss())).toBe(JSON.stringify(whole.getTokenCss()));
    expect(JSON.stringify(stepwise.getGlobalCss())).toBe(JSON.stringify(whole.getGlobalCss()));
    expect(stepwise.tokens.allTokens.length).toBe(whole.tokens.allTokens.length);
    for (const props of [{ color: 'brand.fg', p: '4', mx: '-2' }, { bg: 'colorPalette.solid', colorPalette: 'red', md: { px: '6' } }]) {
      expect(stepwise.css(props)).toEqual(whole.css(props));
    }
    const button = (system: SystemContext) => JSON.stringify(system.cva(system.getRecipe('button'))({ size: 'md', variant: 'outline' }));
    expect(button(stepwise)).toBe(button(whole));
  };

  it('uses the configuration as merged and the tokens built beforehand, and gives the same system', async () => {
    const create = await stepwiseCreateSystem();
    try {
      for (const config of [appSystemConfig(), kioskSystemConfig()]) {
        const marked = config as SystemConfig & Record<symbol, unknown>;
        expect(marked[Symbol.for(MERGED_CONFIG)]).toBe(true);
        // The dictionary in steps: nothing is registered before the first, every step is needed.
        const { dictionary: tokens, steps } = create.tokenDictionaryOf(config, true) as Steps;
        expect(steps).toHaveLength(9);
        expect((tokens as { allTokens: unknown[] }).allTokens).toHaveLength(0);
        for (const step of steps) step();
        const prepared = { ...config, [Symbol.for(MERGED_CONFIG)]: true, [Symbol.for(TOKEN_DICTIONARY)]: tokens };
        const stepwise = create(prepared as SystemConfig);
        // The dictionary built beforehand is the one the system uses, and the configuration was not merged again.
        expect(stepwise.tokens).toBe(tokens);
        expect(stepwise._config).toBe(prepared);
        sameSystem(stepwise, createSystem(config));
        // Built at once (no steps), the patched dictionary is the same too.
        sameSystem(create(config), createSystem(config));
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('never carries the tokens of a configuration merged into another, and prepares nothing unpatched', () => {
    const base = mergedSystemConfig(appSystemConfig()) as SystemConfig & Record<symbol, unknown>;
    base[Symbol.for(TOKEN_DICTIONARY)] = { stale: true };
    const merged = mergedSystemConfig(base, { theme: { tokens: { sizes: { extra: { value: '1px' } } } } }) as SystemConfig & Record<symbol, unknown>;
    expect(merged[Symbol.for(TOKEN_DICTIONARY)]).toBeUndefined();
    // Here Chakra's module is the installed one (no createSystem.tokenDictionaryOf): createSystem builds the tokens.
    prepareSystemTokens(merged);
    expect(merged[Symbol.for(TOKEN_DICTIONARY)]).toBeUndefined();
    expect(createSystem(merged).token('sizes.extra')).toBe('1px');
  });

  it('fails the build if Chakra changes how createSystem merges or builds its tokens', () => {
    const dictionary = readFileSync(join(chakra, 'styled-system/token-dictionary.js'), 'utf8');
    expect(() => makeTokenDictionaryStepwise(dictionary.replace('addReferences();\n    expand', 'addReferences();\n    more();\n    expand'))).toThrow(/changed how createTokenDictionary/);
    expect(() => makeTokenDictionaryStepwise(dictionary.replace('  build();\n  return dictionary;', '  build();\n  seal();\n  return dictionary;'))).toThrow(/changed how createTokenDictionary/);
    const source = readFileSync(join(chakra, 'styled-system/system.js'), 'utf8');
    expect(() => makeSystemStepwise(source.replace('mergeConfigs(...configs)', 'merge(...configs)'))).toThrow(/changed how createSystem/);
    expect(() => makeSystemStepwise(source.replace('prefix: cssVarsPrefix', 'prefix: cssVarsPrefix, x: 1'))).toThrow(/changed how createSystem/);
  });
});
