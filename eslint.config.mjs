// ESLint for the whole repository (`npm run lint`, and in `npm test` after the type checks).
// typescript-eslint's recommended set without type information (it runs in seconds on 2 cores; the
// type checks themselves are tsc's job), the React hooks rules for the web app, and our own rules
// from eslint-rules/ (see docs/decisions.md). Formatting is Prettier's (`npm run lint:format`):
// eslint-config-prettier, last, turns off every rule that would disagree with it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import contentflow from './eslint-rules/index.js';

/** Test code: may spell statuses (factories, fixtures, expectations). */
const TESTS = [
  '**/*.spec.ts',
  '**/*.int-spec.ts',
  '**/*.test.{ts,tsx}',
  'frontend/src/**/testing/**',
  'frontend/src/test/**',
  'backend/test/**',
  'e2e/**',
];

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', 'data/', 'coverage/', '.tmp/']),

  js.configs.recommended,
  tseslint.configs.recommended,
  // Plain JavaScript: scripts, jest and tool configs run on Node; frontend/src/test/*.cjs are
  // CommonJS files that Jest loads (jsdom environment, polyfills, stubs).
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Loaded into Jest's jsdom environment, where `window` and the DOM exist.
    files: ['frontend/src/test/polyfills.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // `require` is how a CommonJS file imports.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The web app: the rules of hooks and the React Compiler's checks.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // Our rules (eslint-rules/).
  {
    plugins: { contentflow },
  },
  {
    // The typed hooks of frontend/src/shared/store/hooks.ts (made with `.withTypes()`) know the store's state
    // and thunks; the raw ones would need a cast at every call.
    ignores: ['frontend/src/shared/store/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message:
                'Use the typed useAppDispatch / useAppSelector / useAppStore from frontend/src/shared/store/hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    rules: { 'contentflow/props-type-name': 'error' },
  },
  {
    // What people read is de-CH: «ss», never «ß»; quotes as «…» (docs/decisions.md "Swiss texts").
    files: ['backend/src/**/*.ts', 'workers/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: [...TESTS],
    rules: { 'contentflow/swiss-text': 'error' },
  },
  {
    files: ['backend/src/**/*.ts', 'workers/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['backend/src/*/domain/**', 'backend/src/contracts/**', ...TESTS],
    rules: { 'contentflow/no-status-literal': 'error' },
  },
  {
    // The code also asks the other lifecycles' machines or their meanings tables (versions, ideas,
    // generations, plan requests, subscriptions): the server through the machines, the web app
    // through the contracts' meanings (docs/decisions.md "Lifecycles as machines").
    files: ['backend/src/**/*.ts', 'workers/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['backend/src/*/domain/**', 'backend/src/contracts/**', ...TESTS],
    rules: { 'contentflow/no-status-literal': ['error', { lifecycles: true }] },
  },
  {
    // An account's own status (active, inactive) shares its word with a subscription's.
    files: ['backend/src/accounts/**/*.ts', 'backend/src/admin/commands/{create-user,update-user}/*.ts'],
    ignores: [...TESTS],
    rules: { 'contentflow/no-status-literal': ['error', { lifecycles: true, accountFiles: true }] },
  },
  prettier,
]);
