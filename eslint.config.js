// @ts-check
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import boundaries (ARCHITECTURE.md): routes → features → components/db/sync → domain.
 * `server/` reaches only src/domain; `sw/` only domain, db and sync. Each zone lists what the
 * target folder must NOT import.
 */
const ours = (...names) => names.map((name) => `./src/${name}`)
const zones = [
  { target: './src/domain', from: [...ours('app', 'routes', 'features', 'components', 'db', 'sync', 'i18n'), './server', './sw'], message: 'domain is pure: no React, no DOM, no Node.' },
  { target: './src/db', from: [...ours('app', 'routes', 'features', 'components', 'sync', 'i18n'), './server'], message: 'db depends only on domain.' },
  { target: './src/sync', from: [...ours('app', 'routes', 'features', 'components', 'i18n'), './server'], message: 'sync runs in the service worker too: no React, no UI.' },
  { target: './src/components', from: [...ours('app', 'routes', 'features', 'db', 'sync', 'domain', 'i18n'), './server'], message: 'components are the UI kit: no domain knowledge.' },
  { target: './src/i18n', from: [...ours('app', 'routes', 'features', 'components', 'db', 'sync', 'domain'), './server'], message: 'i18n only loads catalogs.' },
  { target: './src/features', from: [...ours('app', 'routes'), './server'], message: 'features do not reach up into routes or app.' },
  { target: './src/routes', from: [...ours('app', 'db', 'sync'), './server'], message: 'routes are thin: params, guards and which feature to render; data through features.' },
  { target: './sw', from: [...ours('app', 'routes', 'features', 'components', 'i18n'), './server'], message: 'the service worker imports only domain, db and sync.' },
  { target: './server', from: ours('app', 'routes', 'features', 'components', 'db', 'sync', 'i18n', 'guest'), message: 'the server imports only src/domain.' },
  // The guest entry (guest.html) is a page of its own, kept small: React, Lingui, domain rules and
  // the date helper; not the app's kit, router, device database or catalogs. Nor does the app
  // reach into it (the app hands guest addresses to the server by a full page load).
  { target: './src/guest', from: './src', except: ['./guest', './domain', './features/shared/format-date.ts'], message: 'the guest entry imports only domain and the date helper.' },
  { target: ours('app', 'routes', 'features', 'components', 'db', 'sync', 'i18n', 'domain'), from: './src/guest', message: 'the app does not import the guest entry.' },
  { target: './sw', from: './src/guest', message: 'the service worker does not import the guest entry.' },
]

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'data/', 'coverage/', '.tmp/', 'src/app/route-tree.gen.ts', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a string-literal union, not an enum.' }],
    },
  },
  {
    // The hooks rules read every module that may hold a hook: 89 .ts files with hooks went unchecked.
    files: ['src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every visible string goes through Lingui: JSX text and user-facing attributes.
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[^\\p{L}]*$', '^(Español|English \\(US\\))$'],
          ignoreNames: [
            { regex: { pattern: '^(className|id|key|to|href|src|type|name|role|as|variant|size|colorPalette|color|bg|autoComplete|inputMode|data-.*|aria-hidden|value|placement|justify|align|display|position|fontWeight|textStyle|direction|loadingText|mode|kind|tone|from)$' } },
            { regex: { pattern: '^[A-Z_]+$' } },
            { regex: { pattern: '^(border.*|box.*|min[WH]|max[WH]|[hw]|[pm][xytblr]?|gap|inset.*|zIndex|shadow|rounded|transition|height|width|fontSize|top|bottom|left|right|columns|flex|flexDirection|placeItems|textAlign|truncate|wrap|verticalAlign|whiteSpace|listStyleType|transform|cursor|outlineColor|lineHeight|overflowWrap|textDecoration|textTransform|hideBelow|hideFrom|alignSelf|outlineOffset|testId|aria-current|overflow[XY]?|outline|viewBox|fill|focusable|d)$' } },
          ],
          ignoreFunctions: ['errorText', 'carriedHint', 'console.*', 'Error', 'useLiveQuery', 'useReferenceList', 'useCan', 'useCustomersWith', 'createFileRoute', 'setProperty', 'querySelector', 'addEventListener', 'RegExp'],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union, not an enum.' },
        // Chakra hides a loading button's label from screen readers unless loadingText replaces it (axe: button-name).
        {
          selector: "JSXOpeningElement[name.name='Button']:has(JSXAttribute[name.name='loading']):not(:has(JSXAttribute[name.name='loadingText']))",
          message: 'A Button with `loading` needs `loadingText`: while it spins, that is its only name for screen readers.',
        },
      ],
    },
  },
  {
    // Route definitions and the address checks they use are part of every page's first load:
    // they stay free of valibot and the schema modules (they once pulled both into the start
    // chunk). Sort whitelists and list constants come from src/domain/lists/list-constants.ts.
    files: ['src/routes/**/*.tsx', 'src/features/**/*-search.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['valibot', '**/domain/**/schemas', '**/domain/schemas/*', '**/domain/lists/list-params'],
              allowTypeImports: true,
              message: 'Route definitions load with every page: take constants from src/domain/lists/list-constants.ts, not from a schema module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Config files and route files: tools expect default exports or generated names there.
    files: ['**/*.config.ts', 'eslint.config.js', 'src/routes/**/*.tsx'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.ts', 'server/test-support/**/*.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
)
