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
        'function tokenDictionaryOf({ theme = {}, cssVarsPrefix = "chakra" }, stepwise = false) {',
        '  return createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix, stepwise });',
        '}',
        'createSystem.tokenDictionaryOf = tokenDictionaryOf;',
        DECLARATION,
      ].join('\n'),
    );
}

const TOKEN_DICTIONARY_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;
const DICTIONARY_BUILD = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
`;
const DICTIONARY_STEPS = [
  'registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);',
  'applyMiddlewares("pre");',
  'applyTransforms("pre");',
  'addConditionalTokens();',
  'addReferences();',
  'expandTokenReferences$1();',
  'applyMiddlewares("post");',
  'applyTransforms("post");',
  'setupViews();',
];

/**
 * Chakra's token dictionary built in steps: `createTokenDictionary({ …, stepwise: true })` returns the dictionary
 * with the steps that build it (registering the tokens, then each phase of `build()`), for the caller to run one
 * task at a time; without `stepwise` it builds at once, as before. Throws if the module no longer has that shape.
 */
export function makeTokenDictionaryStepwise(code: string): string {
  const buildBody = /function build\(\) \{\n([^}]*)\n {2}\}\n/.exec(code)?.[1]?.split('\n').map((line) => line.trim());
  if (!code.includes(DICTIONARY_BUILD) || JSON.stringify(buildBody) !== JSON.stringify(DICTIONARY_STEPS.slice(1))) {
    throw new Error('@chakra-ui/react changed how createTokenDictionary builds its tokens: update makeTokenDictionaryStepwise');
  }
  const steps = DICTIONARY_STEPS.map((step) => `    () => { ${step.replace(/\n\s*/g, ' ')} },`).join('\n');
  return code.replace(
    DICTIONARY_BUILD,
    `  const steps = [\n${steps}\n  ];\n  if (options.stepwise) return { dictionary, steps };\n  steps.forEach((step) => step());\n  return dictionary;\n`,
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
      const file = id.split('?')[0]!;
      if (TOKEN_DICTIONARY_MODULE.test(file)) return { code: makeTokenDictionaryStepwise(code), map: null };
      if (!SYSTEM_MODULE.test(file)) return null;
      return { code: makeSystemStepwise(makeGlobalStylesLazy(code)), map: null };
    },
  };
}
