/**
 * The company's full name as the server wrote it into the page (the company-name meta of
 * login.html), for a device that has no copy of the company yet; null when the page carries none
 * (a page the service worker cached at build time, or no company yet).
 */
export function companyNameFromPage(): string | null {
  return document.querySelector('meta[name="company-name"]')?.getAttribute('content') || null
}
