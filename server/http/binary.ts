import type { Context } from 'hono'

/**
 * A file answer (PDF, workbook): its type, a download name that every browser reads safely, and
 * no caching (these are records about people; a shared cache or the back button must not keep
 * one). Errors before it are JSON `{code, message}` as everywhere, so the app saves a file only
 * on 200 (src/kit/office/download.ts).
 */

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const

const FALLBACK_NAME = 'documento'

/**
 * The name without accents and without anything a header or a file system could misread
 * (quotes, slashes, control characters), for the plain `filename=` every browser understands.
 */
export function asciiFilename(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 120)
  return plain || FALLBACK_NAME
}

/** `attachment` with the ASCII name and, for browsers that read it, the exact UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  // By code points, so a cut never splits an emoji's surrogate pair (encodeURIComponent would throw).
  const exact = [...name]
    .slice(0, 120)
    .map((char) => (char < ' ' || char === '\u007f' || char === '/' || char === '\\' ? '-' : char))
    .join('')
  const encoded = encodeURIComponent(exact).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${asciiFilename(exact)}"; filename*=UTF-8''${encoded}`
}

export function binaryAnswer(c: Context, bytes: Uint8Array, options: { type: keyof typeof CONTENT_TYPES; filename: string }): Response {
  return c.body(bytes as unknown as ArrayBuffer, 200, {
    'Content-Type': CONTENT_TYPES[options.type],
    'Content-Disposition': contentDisposition(options.filename),
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
}
