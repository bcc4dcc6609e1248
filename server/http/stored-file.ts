import { contentDisposition } from './binary'

/**
 * How a file someone uploaded is answered from the app's origin (downloads manager, attachments).
 *
 * Such a file is not ours: served with the uploader's type, an uploaded .js would be a script that
 * the app's `script-src 'self'` lets any page of the origin load, and an .html or .svg a page that
 * runs with the origin's storage. So its type is kept only when it is on a short list of types no
 * browser executes; anything else is an opaque `application/octet-stream`. `nosniff` keeps the
 * browser from guessing otherwise, and the answer's own policy sandboxes it should it ever be
 * rendered (security-headers.ts keeps this stricter policy over the app's). It is always an
 * attachment: the app saves files (an <a download>), it never shows them in a tab.
 */
export const SANDBOX_CSP = "default-src 'none'; sandbox"

/** Documents, images (not SVG: it can carry scripts) and plain text: rendered, never run. */
const SAFE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/tiff',
  'image/heic',
  'image/heif',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
])

const OPAQUE = 'application/octet-stream'

/** The type to answer a stored file with: its recorded type when known-safe (without parameters), else opaque bytes. */
export function servedContentType(recorded: string | null | undefined): string {
  const essence = (recorded ?? '').split(';')[0]!.trim().toLowerCase()
  return SAFE_TYPES.has(essence) ? essence : OPAQUE
}

/** The headers of a stored file's answer. Not cached: these are records about people. */
export function storedFileHeaders(file: { name: string; contentType: string | null | undefined; size: number }): Record<string, string> {
  return {
    'Content-Type': servedContentType(file.contentType),
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(file.name),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': SANDBOX_CSP,
  }
}
