import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Spanish is the source language: messages are written in Spanish at the call site and
 * en-US is the translation. The catalogs are .po files so translators can use common tools.
 *
 * Two catalogs: `messages` is bundled with the app (the first screen needs it), `fieldwork`
 * holds the messages of the provider's working screens (sessions, active students, changes that
 * need attention) and loads with those screens (src/i18n/locale.ts loadScreenCatalog), so the
 * first screen does not carry text it never shows. `credentials` does the same for providers,
 * specialties, licences and their files (office screens, the profile, the yearly confirmation),
 * and the provider's signature screen.
 * `status` holds the sync status bar's, which draws (lazily) right after the first screen.
 * `devices` holds device health (the office list and the profile's own devices).
 * `office` holds the office console's (students, locations, the import, the console's table and
 * workflow parts, which live in src/kit/office and src/kit/workflow).
 * `plans` holds the intervention plan list and editor's, which open inside the staff and the
 * provider's referral screens.
 * `guest` holds the guest pages' (src/guest): a page of its own (guest.html), not the app, which
 * bundles this catalog alone.
 */
const FIELDWORK_DIRS = ['<rootDir>/src/features/service-sessions', '<rootDir>/src/features/active-students', '<rootDir>/src/features/provider-referrals']
const CREDENTIALS_DIRS = ['<rootDir>/src/features/specialties', '<rootDir>/src/features/providers', '<rootDir>/src/features/attachments', '<rootDir>/src/components/attachment-field', '<rootDir>/src/features/signature']
const STATUS_DIRS = ['<rootDir>/src/features/sync-status']
const DEVICES_DIRS = ['<rootDir>/src/features/devices']
const GUEST_DIRS = ['<rootDir>/src/guest']
const PLANS_DIRS = ['<rootDir>/src/features/plans', '<rootDir>/src/features/service-forms']
const OFFICE_DIRS = ['<rootDir>/src/kit/office', '<rootDir>/src/kit/workflow', '<rootDir>/src/features/students', '<rootDir>/src/features/locations', '<rootDir>/src/features/student-import', '<rootDir>/src/features/referrals', '<rootDir>/src/features/compensatory', '<rootDir>/src/features/service-schedule', '<rootDir>/src/features/users', '<rootDir>/src/features/finance', '<rootDir>/src/features/visit-logs', '<rootDir>/src/features/objectives', '<rootDir>/src/features/goal-templates', '<rootDir>/src/features/documents-inbox', '<rootDir>/src/features/downloads', '<rootDir>/src/features/contracts', '<rootDir>/src/features/billing', '<rootDir>/src/features/billing-reports', '<rootDir>/src/features/reported-visits', '<rootDir>/src/features/provider-bills', '<rootDir>/src/features/visit-imports', '<rootDir>/src/features/boilerplate', '<rootDir>/src/features/tasks', '<rootDir>/src/features/payment-batches', '<rootDir>/src/features/finance-reports']

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en-US'],
  fallbackLocales: { default: 'es' },
  // Origins name the file but not the line: a change elsewhere in a file does not rewrite the
  // catalogs, so two branches that add messages merge without conflicts.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...FIELDWORK_DIRS, ...CREDENTIALS_DIRS, ...STATUS_DIRS, ...DEVICES_DIRS, ...OFFICE_DIRS, ...PLANS_DIRS, ...GUEST_DIRS].map((dir) => `${dir}/**`) },
    { path: '<rootDir>/locales/{locale}/fieldwork', include: FIELDWORK_DIRS },
    { path: '<rootDir>/locales/{locale}/credentials', include: CREDENTIALS_DIRS },
    { path: '<rootDir>/locales/{locale}/status', include: STATUS_DIRS },
    { path: '<rootDir>/locales/{locale}/devices', include: DEVICES_DIRS },
    { path: '<rootDir>/locales/{locale}/office', include: OFFICE_DIRS },
    { path: '<rootDir>/locales/{locale}/plans', include: PLANS_DIRS },
    { path: '<rootDir>/locales/{locale}/guest', include: GUEST_DIRS },
  ],
})
