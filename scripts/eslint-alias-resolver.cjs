// Import resolver for eslint-plugin-boundaries: maps the Vite/TypeScript aliases (`@/` → src, `@locales/` → locales)
// and then resolves like Node with TypeScript extensions, so aliased and relative imports are classified alike.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '..');
const aliases = [
  ['@/', path.join(root, 'src') + path.sep],
  ['@locales/', path.join(root, 'locales') + path.sep],
];
const extensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs', '.json'];

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  const target = alias ? alias[1] + source.slice(alias[0].length) : source;
  return nodeResolver.resolve(target, file, { extensions, ...config });
};
