import type { Plugin } from 'vite';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const PROPERTY = '\n    _global,\n';

/** Chakra's system module with `_global` built on first read; throws if the module no longer has that shape. */
export function makeGlobalStylesLazy(code: string): string {
  if (!code.includes(EAGER) || !code.includes(PROPERTY)) {
    throw new Error('@chakra-ui/react changed how createSystem builds its global styles: update lazyChakraGlobalStyles');
  }
  return code
    .replace(EAGER, 'let _global;')
    .replace(PROPERTY, '\n    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n');
}

const MERGE = '  const config = mergeConfigs(...configs);\n';
const TOKENS = `  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
`;
const DECLARATION = 'function createSystem(...configs) {\n';

/** Marks a configuration that mergeConfigs has made: createSystem takes it as it is instead of merging it again. */
export const MERGED_CONFIG = 'chakra.mergedConfig';
/** A configuration's token dictionary, built beforehand (createSystem.tokenDictionaryOf): createSystem uses it. */
export const TOKEN_DICTIONARY = 'chakra.tokenDictionary';

/**
 * Chakra's system module built in steps: `createSystem(config)` with a configuration marked as merged (MERGED_CONFIG)
 * does not clone and merge it again, and uses a token dictionary built beforehand by `createSystem.tokenDictionaryOf`
 * (TOKEN_DICTIONARY), so the app can do each in a task of its own. Throws if the module no longer has that shape.
 */
export function makeSystemStepwise(code: string): string {
  if (!code.includes(MERGE) || !code.includes(TOKENS) || !code.includes(DECLARATION)) {
    throw new Error('@chakra-ui/react changed how createSystem merges its configuration or builds its tokens: update makeSystemStepwise');
  }
  return code
    .replace(
      MERGE,
      `  const config = configs.length === 1 && configs[0]?.[Symbol.for(${JSON.stringify(MERGED_CONFIG)})] ? configs[0] : mergeConfigs(...configs);\n`,
    )
    .replace(TOKENS, `  const tokens = config[Symbol.for(${JSON.stringify(TOKEN_DICTIONARY)})] ?? tokenDictionaryOf(config);\n`)
    .replace(
      DECLARATION,
      [
        'function tokenDictionaryOf({ theme = {}, cssVarsPrefix = "chakra" }) {',
        '  return createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix });',
        '}',
        'createSystem.tokenDictionaryOf = tokenDictionaryOf;',
        DECLARATION,
      ].join('\n'),
    );
}

/**
 * Chakra's createSystem builds the page-wide styles (reset, global rules, every token as a CSS variable) eagerly, a
 * third of its cost, although only ChakraProvider's <Global> reads them. A page rendered on the server already has
 * them in its head, so the browser does not need them there (src/theme/system.ts, serverRenderedPageSystem): built
 * on first read instead; and the system can be built in steps (makeSystemStepwise). The build fails if Chakra's code
 * no longer has the expected shape.
 */
export function lazyChakraGlobalStyles(): Plugin {
  return {
    name: 'lazy-chakra-global-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0]!)) return null;
      return { code: makeSystemStepwise(makeGlobalStylesLazy(code)), map: null };
    },
  };
}
