// @ts-check
import js from '@eslint/js'
import { readdirSync } from 'node:fs'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import boundaries (ARCHITECTURE.md): routes → features → kit → components/db/sync → domain.
 * `server/` reaches only src/domain; `sw/` only domain, db and sync. Each zone lists what the
 * target folder must NOT import.
 *
 * src/kit is the floor every feature builds on (office tables and gates, workflow parts, session,
 * lookups, errors, words): it must not reach up into a feature, and a feature must not reach
 * sideways into another one (featureZones below) except where one screen embeds another's.
 */
const ours = (...names) => names.map((name) => `./src/${name}`)
const zones = [
  { target: './src/domain', from: [...ours('app', 'routes', 'features', 'kit', 'components', 'db', 'sync', 'i18n'), './server', './sw'], message: 'domain is pure: no React, no DOM, no Node.' },
  { target: './src/db', from: [...ours('app', 'routes', 'features', 'kit', 'components', 'sync', 'i18n'), './server'], message: 'db depends only on domain.' },
  { target: './src/sync', from: [...ours('app', 'routes', 'features', 'kit', 'components', 'i18n'), './server'], message: 'sync runs in the service worker too: no React, no UI.' },
  { target: './src/components', from: [...ours('app', 'routes', 'features', 'kit', 'db', 'sync', 'domain', 'i18n'), './server'], message: 'components are the UI kit: no domain knowledge.' },
  { target: './src/i18n', from: [...ours('app', 'routes', 'features', 'kit', 'components', 'db', 'sync', 'domain'), './server'], message: 'i18n only loads catalogs.' },
  { target: './src/features', from: [...ours('app', 'routes'), './server'], message: 'features do not reach up into routes or app.' },
  { target: './src/kit', from: [...ours('app', 'routes', 'features'), './server'], message: 'the kit sits below the features: it serves every feature and imports none.' },
  { target: './src/routes', from: [...ours('app', 'db', 'sync'), './server'], message: 'routes are thin: params, guards and which feature to render; data through features.' },
  { target: './sw', from: [...ours('app', 'routes', 'features', 'kit', 'components', 'i18n'), './server'], message: 'the service worker imports only domain, db and sync.' },
  // server/core holds the building blocks every resource uses (idempotency, period lock, list
  // pages, path ids, editable-at-version): it reaches down to db/http/permissions/workflows, never
  // into a resource's folder. Two narrow exceptions: idempotency records the device's contact and
  // keeps the sync retention window.
  { target: './server/core', from: './server', except: ['./core', './db', './http', './permissions', './i18n', './workflows', './app-env.ts', './devices/contact.ts', './sync/retention.ts', './test-support'], message: 'server/core is below the resources: it imports no resource folder.' },
  { target: './server', from: ours('app', 'routes', 'features', 'kit', 'components', 'db', 'sync', 'i18n', 'guest', 'login'), message: 'the server imports only src/domain.' },
  // The guest entry (guest.html) is a page of its own, kept small: React, Lingui, domain rules and
  // the date helper; not the app's kit, router, device database or catalogs. Nor does the app
  // reach into it (the app hands guest addresses to the server by a full page load). The one kit
  // file it shares is the signature pad (plain React and signature_pad), so the app and the guest
  // sign the same way (it once diverged: only the guest's survived a phone's address-bar resize).
  {
    target: './src/guest',
    from: './src',
    except: ['./guest', './domain', './kit/words/format-date.ts', './kit/signature/signature-pad.tsx'],
    message: 'the guest entry imports only domain, the date helper and the signature pad.',
  },
  { target: ours('app', 'routes', 'features', 'kit', 'components', 'db', 'sync', 'i18n', 'domain'), from: './src/guest', message: 'the app does not import the guest entry.' },
  { target: './sw', from: ['./src/guest', './src/login'], message: 'the service worker does not import the guest or login entry.' },
  // The login entry (login.html) draws the sign-in form with React, the kit and the app's theme
  // and catalog; Dexie, the sync engine and the router stay out of its load (the sign-in code
  // brings them on submit; its tests set up the device directly). Nothing of the app imports it.
  { target: './src/login/!(*.test).{ts,tsx}', from: [...ours('routes', 'sync', 'guest'), './server'], message: 'the login entry draws without the router and the sync code.' },
  { target: './src/login/!(*.test).{ts,tsx}', from: './src/db', except: ['./peek.ts'], message: 'the login entry reads the device with db/peek.ts (IndexedDB itself), not Dexie.' },
  { target: ours('app', 'routes', 'features', 'kit', 'components', 'db', 'sync', 'i18n', 'domain', 'guest'), from: './src/login', message: 'the app does not import the login entry.' },
]

/**
 * A feature imports no other feature: what two features share lives in src/kit. These are the
 * imports that remain, each named with its reason (mostly a screen that embeds another feature's
 * section or screen, which is composition, not a shared piece). Adding one here is a decision.
 */
const featureImports = {
  // Billing's register-visits screen enters visits like the session form and speaks its codes.
  billing: ['service-sessions/session-error-codes.ts'],
  // The reports and the visit import pick a billing period from billing's own list.
  'billing-reports': ['billing/api/periods.ts'],
  'visit-imports': ['billing/api/periods.ts'],
  // The contract screen embeds the provider's bank account, bills and reported visits.
  contracts: ['finance/BankAccountSection.tsx', 'provider-bills/ProviderBillsSection.tsx', 'reported-visits/ReportedVisits.tsx'],
  // A batch marked processed refreshes the bills it holds (their query key).
  'payment-batches': ['provider-bills/api/bills.ts'],
  // The plan screens draw the offline half of plans (plans-offline), the AI draft button, and the
  // attention item the sessions' list shows for a plan change.
  plans: ['plans-offline', 'ai/AiGenerateButton.tsx', 'service-sessions/attention/change-title.ts'],
  // The provider's finance home and a bill's line pick from contracts and purchasable items.
  'provider-bills': ['contracts/api/contracts.ts', 'finance/api/purchasable-items.ts'],
  // The provider's referral screen embeds the plan, evaluations, forms and the student's sessions.
  'provider-referrals': [
    'plans/PlanEditor.tsx',
    'plans/PlansSection.tsx',
    'plans/plan-search.ts',
    'service-forms/EvaluationsSection.tsx',
    'service-forms/ServiceFormsSection.tsx',
    'service-sessions/student/StudentSessions.tsx',
    'service-sessions/commands.ts', // test only: an appointment recorded as a session
  ],
  // The provider's record embeds devices, bank account and specialties (with their error words).
  providers: ['devices/MyDevices.tsx', 'finance/BankAccountSection.tsx', 'specialties/LicenseStatus.tsx', 'specialties/SpecialtiesSection.tsx', 'specialties/messages.ts'],
  // The referral screen embeds the plan, evaluations and forms, and its schedule dialog reads the provider's week.
  referrals: ['plans/PlanEditor.tsx', 'plans/PlansSection.tsx', 'plans/plan-search.ts', 'service-forms/EvaluationsSection.tsx', 'service-forms/ServiceFormsSection.tsx', 'service-schedule/api/provider-week.ts'],
  // The schedule screen edits a referral's schedule with the referral's own dialog.
  'service-schedule': ['referrals/api/referral-schedules.ts', 'referrals/schedule'],
  // The sessions' attention list shows plan and appointment changes too.
  'service-sessions': ['plans-offline/PlanAttentionItem.tsx', 'provider-referrals/AppointmentAttentionItem.tsx'],
  // The shell draws sign-out, the yearly confirmation gate and the sync status bar.
  shell: ['auth/use-sign-out.tsx', 'specialties/ConfirmationGate.tsx', 'sync-status/SyncStatus.tsx'],
  // A specialty's licence file is an attachment.
  specialties: ['attachments/AttachmentInput.tsx'],
  // The student's page embeds the student's referrals.
  students: ['referrals/StudentReferrals.tsx'],
  // The sync bar opens the sessions' attention dialog (lazily).
  'sync-status': ['service-sessions/attention/AttentionDialog.tsx'],
  // The reports hub picks a billing period; a user's tasks link to plan discussions.
  tasks: ['billing/api/periods.ts', 'documents-inbox/ReferralPlanLink.tsx', 'documents-inbox/discussion-state.ts'],
}
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...(featureImports[name] ?? []).map((path) => `./${path}`)],
  message: 'a feature does not import another feature: move the shared piece to src/kit (or name the import in featureImports, with why).',
}))

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'data/', 'coverage/', '.tmp/', 'src/app/route-tree.gen.ts', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
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
