import type { Company } from '../domain/company'

/**
 * Applies the company's branding to the document (spec §1): the title is its short name, the
 * browser chrome takes its primary colour, and so does the app's brand palette. The favicon,
 * icons and manifest are served by the API from the company's home_dir.
 */
export function applyBranding(company: Company): void {
  document.title = company.short_name
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', company.colors.primary)
  document.querySelector('meta[name="apple-mobile-web-app-title"]')?.setAttribute('content', company.short_name)
  document.documentElement.style.setProperty('--chakra-colors-brand-solid', company.colors.primary)
  document.documentElement.style.setProperty('--chakra-colors-brand-focus-ring', company.colors.primary)
}
