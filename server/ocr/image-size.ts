/**
 * An image's width and height as its header declares them, read without decoding a pixel.
 * OCR decodes a page into memory at about 3 bytes a pixel: a 430 KB PNG of 20,000 × 20,000
 * (mostly blank, so it compresses well) took the process 1.2 GB up for 80 s. The limit below
 * is checked on these figures before anything is decoded: when the scan is saved (visit-logs
 * writes.ts) and again before each page is read (service.ts), for scans saved before it existed.
 */
export interface Dimensions {
  width: number
  height: number
}

/** An A4 page scanned at 600 dpi is 4,961 × 7,016 (35 megapixels); a tabloid page at 600 dpi, 67. */
export const MAX_SCAN_PIXELS = 70_000_000

const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const be32 = (b: Uint8Array, at: number) => be16(b, at) * 65_536 + be16(b, at + 2)
const le32 = (b: Uint8Array, at: number) => le16(b, at) + le16(b, at + 2) * 65_536
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length))

function png(b: Uint8Array): Dimensions | null {
  return ascii(b, 12, 4) === 'IHDR' ? { width: be32(b, 16), height: be32(b, 20) } : null
}

function jpeg(b: Uint8Array): Dimensions | null {
  // The first start-of-frame marker (C0–CF but C4, C8, CC) holds height then width.
  let at = 2
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at++
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: be16(b, at + 7), height: be16(b, at + 5) }
    at += 2 + be16(b, at + 2)
  }
  return null
}

function webp(b: Uint8Array): Dimensions | null {
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8X') return { width: 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)), height: 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)) }
  if (chunk === 'VP8 ') return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = le32(b, 21)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) }
  }
  return null
}

function tiff(b: Uint8Array): Dimensions | null {
  const little = b[0] === 0x49
  const u16 = (at: number) => (little ? le16(b, at) : be16(b, at))
  const u32 = (at: number) => (little ? le32(b, at) : be32(b, at))
  const ifd = u32(4)
  if (ifd + 2 > b.length) return null
  let width = 0
  let height = 0
  for (let index = 0, count = u16(ifd); index < count; index++) {
    const entry = ifd + 2 + index * 12
    if (entry + 12 > b.length) break
    const tag = u16(entry)
    const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8)
    if (tag === 256) width = value
    if (tag === 257) height = value
  }
  return width && height ? { width, height } : null
}

/** The declared size of a PNG, JPEG, GIF, BMP, WebP or TIFF; null when the header says none. */
export function imageDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 30) return null
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return png(bytes)
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes)
  if (ascii(bytes, 0, 3) === 'GIF') return { width: le16(bytes, 6), height: le16(bytes, 8) }
  if (ascii(bytes, 0, 2) === 'BM') return { width: Math.abs(le32(bytes, 18) | 0), height: Math.abs(le32(bytes, 22) | 0) }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes)
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return tiff(bytes)
  return null
}

/** Whether OCR may decode this image: its declared pixels within MAX_SCAN_PIXELS. */
export function withinScanLimit(bytes: Uint8Array): boolean {
  const size = imageDimensions(bytes)
  return size === null || size.width * size.height <= MAX_SCAN_PIXELS
}
