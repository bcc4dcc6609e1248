import type { Company } from '../domain/company'

/**
 * Applies the company's branding to the document (spec §1): the title is its short name, the
 * browser chrome takes its primary colour, and so does the app's brand palette. The favicon,
 * icons and manifest are served by the API from the company's home_dir.
 */
export function applyBranding(company: Company): void {
  document.title = company.short_name
  document.querySelector('meta[name="apple-mobile-web-app-title"]')?.setAttribute('content', company.short_name)
  applyBrandColor(company.colors.primary)
}

/** The brand palette's solid colour (and the browser chrome's) is the company's primary colour. */
export function applyBrandColor(primary: string): void {
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary)
  document.documentElement.style.setProperty('--chakra-colors-brand-solid', primary)
  document.documentElement.style.setProperty('--chakra-colors-brand-focus-ring', primary)
}
