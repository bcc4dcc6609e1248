import { defineConfig } from '@lingui/cli'

// Spanish is the source language: messages are written in Spanish at the call site and
// en-US is the translation. The catalogs are .po files so translators can use common tools.
export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en-US'],
  fallbackLocales: { default: 'es' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
})
