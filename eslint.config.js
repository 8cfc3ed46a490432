import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const noSrc = {
  patterns: [
    { group: ['**/src/*', '**/src', '@/*'], message: 'machines/ and mocks/ never import src/ (imports go src → machines, mocks → machines).' },
  ],
}

const srcOfetch = { name: 'ofetch', message: 'Network calls live in src/api.' }
// Every actor the app creates goes through src/lab-runtime/use-machine.ts, which adds the state lab's recorder.
const actorFactories = [
  { name: '@xstate/react', importNames: ['useActorRef', 'useMachine', 'useActor'], message: "Import it from src/lab-runtime/use-machine (adds the lab recorder's inspect)." },
  { name: 'xstate', importNames: ['createActor'], message: "Import it from src/lab-runtime/use-machine (adds the lab recorder's inspect)." },
]

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'coverage', 'tests/exported'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The Cypress examples the guides show (checked by tests/e2e/cypress-examples.spec.ts: Cypress itself cannot run in CI).
    files: ['examples/cypress/**/*.js', 'examples/kill-score/cypress/**/*.js'],
    languageOptions: { globals: { cy: 'readonly', Cypress: 'readonly', describe: 'readonly', context: 'readonly', it: 'readonly', before: 'readonly', beforeEach: 'readonly', after: 'readonly', afterEach: 'readonly', expect: 'readonly' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...noSrc,
          paths: [
            { name: 'react', message: 'machines/ are framework-free.' },
            { name: 'ofetch', message: 'machines/ make no network calls: use a provided actor.' },
            { name: 'msw', message: 'machines/ do not know about mocks.' },
          ],
          patterns: [...noSrc.patterns, { group: ['**/mocks/*', '@mocks/*'], message: 'machines/ do not import mocks/.' }],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'machines/ make no network calls: use a provided actor.' }, 'localStorage', 'document', 'window'],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noSrc] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [srcOfetch, ...actorFactories], patterns: [{ group: ['**/mocks/*', '@mocks/*'], message: 'Only src/main.tsx loads the sandbox.' }] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Network calls live in src/api.' }],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: actorFactories }] },
  },
  {
    // Formatters are made once (src/lib/intl.ts): a new Intl formatter on every row and render costs more than the formatting.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/intl.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.object.name='Intl']", message: 'Use the shared formatters of src/lib/intl.ts.' },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>0]", message: 'Use the shared formatters of src/lib/intl.ts.' },
      ],
    },
  },
  {
    // The recorder's wrappers themselves, unit tests, and the lab's simulator (its actors are not the learner's use of the app).
    files: ['src/lab-runtime/use-machine.ts', 'src/features/lab/simulator/**/*.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [srcOfetch], patterns: [{ group: ['**/mocks/*', '@mocks/*'], message: 'Only src/main.tsx loads the sandbox.' }] }] },
  },
  {
    // The API client's tests run against the sandbox handlers (as before the actor rule).
    files: ['src/api/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
)
