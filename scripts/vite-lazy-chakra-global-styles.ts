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

/**
 * Chakra's createSystem builds the page-wide styles (reset, global rules, every token as a CSS variable) eagerly, a
 * third of its cost, although only ChakraProvider's <Global> reads them. A page rendered on the server already has
 * them in its head, so the browser does not need them there (src/theme/system.ts, serverRenderedPageSystem): built
 * on first read instead. The build fails if Chakra's code no longer has the expected shape.
 */
export function lazyChakraGlobalStyles(): Plugin {
  return {
    name: 'lazy-chakra-global-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0]!)) return null;
      return { code: makeGlobalStylesLazy(code), map: null };
    },
  };
}
