/**
 * The company as the server wrote it into login.html (server/web/static.ts): its full name and
 * primary colour, for the first frame and for a device that has no copy of the company yet. Null
 * when the page carries none (no company yet).
 */
export function companyNameFromPage(): string | null {
  return metaContent('company-name')
}

export function companyColorFromPage(): string | null {
  return metaContent('company-color')
}

function metaContent(name: string): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || null
}
