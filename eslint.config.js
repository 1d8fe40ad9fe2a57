// Lint for the front end, the server, the tests and the tooling. The architecture rules (which folder may import
// which) follow bulletproof-react and are enforced here rather than by review.
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const aliasResolver = fileURLToPath(new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url));

const shared = ['components', 'lib', 'theme', 'hooks', 'utils'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'server/dist/',
    'storybook-static/',
    'coverage/',
    'data/',
    'test-results/',
    'playwright-report/',
    '**/.vitest-attachments/',
    '**/__screenshots__/',
    'server/drizzle/',
    'server/src/db/migrations/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },

  // Browser code: the app, the kiosk entry, Storybook and the browser-mode tests.
  {
    files: ['src/**/*.{ts,tsx}', 'kiosk/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Node code: the server, scripts, tooling config and the Playwright runner side of the e2e tests.
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,cjs,ts}', '*.{js,mjs,cjs,ts}', 'tests/**/*.{ts,tsx,js,mjs,cjs}', '.storybook/main.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The typed hooks are the only way into the store from components.
  {
    files: ['src/**/*.{ts,tsx}', 'kiosk/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ignores: ['src/app/store/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector / useAppDispatch from @/app/store/hooks.',
            },
          ],
        },
      ],
    },
  },

  // No barrel files inside features: they pull whole features into every chunk that touches one export.
  {
    files: ['src/features/**/index.{ts,tsx,js,jsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'No barrel index files in features: import the module you need directly.' },
      ],
    },
  },

  // Architecture boundaries between the folders of src/.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [aliasResolver]: {} },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['featureName'] },
        { type: 'components', pattern: 'src/components' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'theme', pattern: 'src/theme' },
        { type: 'hooks', pattern: 'src/hooks' },
        { type: 'utils', pattern: 'src/utils' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { type: 'feature', captured: { featureName: '!{{ from.element.captured.featureName }}' } } },
              },
              message:
                'A feature may not import another feature: move the shared piece to src/components or src/lib, or compose the features in src/app.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'app' } } },
              message:
                'A feature may import from src/app only the typed store hooks (@/app/store/hooks) and the feature store (@/app/store/feature-store).',
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'app', fileInternalPath: 'store/{hooks,feature-store}.ts' } } },
            },
            {
              from: { element: { types: { anyOf: shared } } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message: 'Shared code (components, lib, theme, hooks, utils) may not import features or the app.',
            },
          ],
        },
      ],
    },
  },
]);
