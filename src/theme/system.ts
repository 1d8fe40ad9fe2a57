import { createSystem, defineConfig, mergeConfigs, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  breakpoints as defaultBreakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss as defaultGlobalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { MOBILE_BREAKPOINT_PX } from '@/lib/constants';
import { recipes, slotRecipes } from './recipes';
import { fontStacks } from './fonts';

/**
 * Colour palettes nothing of ours uses (no colorPalette, no token reference, no recipe default). Every token costs
 * start-up time (the system is built before the first render) and a CSS variable in every page.
 * Kept: gray, red, orange, green, blue (the alert statuses), plus brand and accent below.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * The portal has one colour scheme: nothing sets Chakra's `dark` class. Chakra's semantic tokens carry a light and a
 * dark value each (115 of them); keeping the light one alone gives the same page with a third less token work when
 * the system is built, and no dark-scheme block of variables in every page's styles.
 */
type TokenTree = { [key: string]: unknown };
function lightSchemeOnly<T extends object>(tree: T): T {
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const { value } = node as { value?: unknown };
    if (value && typeof value === 'object' && '_light' in value) return { ...node, value: (value as { _light: unknown })._light };
    if (value !== undefined) return node;
    return Object.fromEntries(Object.entries(node as TokenTree).map(([key, child]) => [key, visit(child)]));
  };
  return visit(tree) as T;
}

/**
 * Chakra's global `*` rule declares 23 custom properties on every element for its composable `filter="auto"`,
 * `backdropFilter="auto"` and `ring` utilities, which nothing of ours (no component, no recipe we ship) uses. A
 * variable declared on every element makes the browser give every element a variable set of its own, so the first
 * style calculation of a server-rendered page grows with the page (about a quarter of it on the home page).
 */
const COMPOSABLE_UTILITY_VARIABLE = /^--(ring-|backdrop-|brightness$|contrast$|grayscale$|hue-rotate$|invert$|saturate$|sepia$|drop-shadow$)/;
const globalCss = {
  ...defaultGlobalCss,
  '*': Object.fromEntries(Object.entries(defaultGlobalCss['*'] ?? {}).filter(([name]) => !COMPOSABLE_UTILITY_VARIABLE.test(name))),
};

/**
 * Our design system. Built from Chakra's base preset plus only the recipes our components use (./recipes), because
 * `defaultConfig` ships every recipe of the library and would take most of the home page's bundle budget alone.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: defaultBreakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightSchemeOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const brand = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'fg', bg: 'bg' },
    // Han glyphs differ between Simplified, Traditional and Hong Kong usage: put the matching Noto face first.
    ':lang(zh-Hans), :lang(zh-CN)': { fontFamily: 'zhHans' },
    ':lang(zh-Hant), :lang(zh-TW)': { fontFamily: 'zhHant' },
    ':lang(zh-HK)': { fontFamily: 'zhHant' },
    // A visible ring for keyboard users on every focusable element (WCAG 2.4.7 / 2.4.13).
    ':focus-visible': {
      outline: '3px solid {colors.brand.focusRing}',
      outlineOffset: '2px',
    },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints: {
      sm: '480px',
      md: '768px',
      desktop: `${MOBILE_BREAKPOINT_PX}px`,
      lg: '1024px',
      xl: '1200px',
      '2xl': '1536px',
    },
    tokens: {
      fonts: {
        body: { value: fontStacks.body },
        heading: { value: fontStacks.body },
        zhHans: { value: fontStacks.zhHans },
        zhHant: { value: fontStacks.zhHant },
      },
      colors: {
        // brand.600 on white is 7.0:1 and white on brand.700 is 9.4:1, so text on either passes WCAG AA (4.5:1).
        brand: {
          50: { value: '#e6f2f8' },
          100: { value: '#c0deee' },
          200: { value: '#8fc3e0' },
          300: { value: '#5aa6cf' },
          400: { value: '#2f8cc0' },
          500: { value: '#0b72a8' },
          600: { value: '#0b5c8a' },
          700: { value: '#0a4a6f' },
          800: { value: '#083855' },
          900: { value: '#05253a' },
        },
        accent: {
          500: { value: '#c8102e' },
          600: { value: '#a50d26' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Recipes draw focus rings in colorPalette.focusRing, gray by default (2.5:1 on white); brand.500 gives 5.2:1.
        gray: {
          focusRing: { value: '{colors.brand.500}' },
        },
        footer: {
          bg: { value: '{colors.brand.900}' },
          fg: { value: '{colors.gray.100}' },
          muted: { value: '{colors.gray.300}' },
        },
      },
    },
  },
});

/*
 * Building the system in steps (see scripts/vite-lazy-chakra-global-styles.ts, makeSystemStepwise): a configuration
 * marked as merged is not cloned and merged again by createSystem, and its token dictionary, built beforehand, is
 * used as it is. Where Chakra's module is not so built (scripts run from the sources), createSystem does both itself.
 */
const MERGED_CONFIG = Symbol.for('chakra.mergedConfig');
const TOKEN_DICTIONARY = Symbol.for('chakra.tokenDictionary');
type StepwiseConfig = SystemConfig & { [MERGED_CONFIG]?: true; [TOKEN_DICTIONARY]?: unknown };
/** With `stepwise`, the dictionary and the steps that build it (where Chakra's token module is so built), else the dictionary. */
type TokenDictionaryOf = (config: SystemConfig, stepwise?: boolean) => unknown;
const tokenDictionaryOf = (createSystem as { tokenDictionaryOf?: TokenDictionaryOf }).tokenDictionaryOf;
const isStepwise = (built: unknown): built is { dictionary: unknown; steps: (() => void)[] } =>
  typeof built === 'object' && built !== null && 'steps' in built && Array.isArray(built.steps);

/** The configuration from several, merged once and marked so: createSystem takes it as it is. */
export function mergedSystemConfig(...configs: SystemConfig[]): SystemConfig {
  const config: StepwiseConfig = mergeConfigs(...configs);
  config[MERGED_CONFIG] = true;
  // Never a dictionary of one of the configurations merged: this one's tokens are their sum.
  delete config[TOKEN_DICTIONARY];
  return config;
}

const preparing = new WeakMap<SystemConfig, Promise<void>>();

/**
 * Builds the configuration's token dictionary ahead of createSystem (the largest part of it), once, a step at a time
 * with `between` awaited after each (the app passes "the next task").
 */
export function prepareSystemTokens(config: SystemConfig, between: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  const stepwise = config as StepwiseConfig;
  if (!tokenDictionaryOf || !stepwise[MERGED_CONFIG] || stepwise[TOKEN_DICTIONARY]) return Promise.resolve();
  let prepared = preparing.get(config);
  if (!prepared) {
    prepared = (async () => {
      const built = tokenDictionaryOf(config, true);
      if (isStepwise(built)) {
        for (const step of built.steps) {
          step();
          await between();
        }
        stepwise[TOKEN_DICTIONARY] = built.dictionary;
      } else {
        stepwise[TOKEN_DICTIONARY] = built;
      }
    })();
    preparing.set(config, prepared);
  }
  return prepared;
}

let merged: SystemConfig | undefined;
let built: SystemContext | undefined;
let hydrating: SystemContext | undefined;

/** Chakra's base preset, our theme and brand as one configuration (the first step of building the system). */
export function appSystemConfig(): SystemConfig {
  merged ??= mergedSystemConfig(defaultBaseConfig, chakraTheme, brand);
  return merged;
}

/** The second step: the configuration's tokens, `between` awaited between their own steps. */
export function appSystemTokens(between?: () => Promise<void>): Promise<void> {
  return prepareSystemTokens(appSystemConfig(), between);
}

/**
 * The system, built on first use: building it is the largest single piece of start-up work, so the app asks for it
 * in tasks of its own (the configuration, its tokens, then the system: see app/bootstrap.tsx) rather than while its
 * modules are evaluated.
 */
export function appSystem(): SystemContext {
  built ??= createSystem(appSystemConfig());
  return built;
}

/**
 * The system for a page rendered on the server. Its page-wide styles (reset, global rules, every token as a CSS
 * variable, the order of the cascade layers) are already in its head, where they stay for the life of the page, so
 * the provider must not render them again: serializing and hashing them was one long task during hydration, and
 * building them a third of building the system (builds leave that to the first read, see vite.config.ts). Emotion
 * leaves the server's global style tags in place when no <Global> claims them.
 */
export function serverRenderedPageSystem(): SystemContext {
  const system = appSystem();
  hydrating ??= Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
  return hydrating;
}
