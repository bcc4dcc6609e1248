import { withinScanLimit } from './image-size'

/**
 * The page images of a scan. An image is its own page. A PDF from a scanner wraps each page as a
 * JPEG (DCTDecode) image: those are taken out as they are and read. A PDF without such images (a
 * PDF made from text, or one with images in other encodings) is not read here: rendering PDF
 * pages needs a canvas library this project does not install — the reading fails with
 * `pdf_without_images` and says so.
 */

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/tiff', 'image/webp', 'image/bmp', 'image/gif'])

export class UnreadableScan extends Error {
  constructor(readonly code: 'pdf_without_images' | 'unsupported_scan' | 'scan_too_large') {
    super(code)
  }
}

/** The JPEG streams of a PDF, in file order (a scanner writes one per page, in page order). */
export function pdfJpegs(pdf: Uint8Array): Uint8Array[] {
  const buffer = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
  const text = buffer.toString('latin1')
  const images: Uint8Array[] = []
  const dict = /<<(?:[^<>]|<<[^<>]*>>)*\/DCTDecode(?:[^<>]|<<[^<>]*>>)*>>\s*stream\r?\n/g
  for (let match = dict.exec(text); match; match = dict.exec(text)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) break
    const body = buffer.subarray(start, end)
    // A JPEG starts with FF D8; the stream may end with a line break before `endstream`.
    if (body[0] === 0xff && body[1] === 0xd8) {
      let stop = body.length
      while (stop > 2 && (body[stop - 1] === 0x0a || body[stop - 1] === 0x0d)) stop--
      images.push(new Uint8Array(body.subarray(0, stop)))
    }
    dict.lastIndex = end
  }
  return images
}

/** The pages, each within the pixels OCR may decode (image-size.ts), else `scan_too_large`. */
export function pagesOf(bytes: Uint8Array, contentType: string): Uint8Array[] {
  const pages = imagesOf(bytes, contentType)
  if (!pages.every(withinScanLimit)) throw new UnreadableScan('scan_too_large')
  return pages
}

function imagesOf(bytes: Uint8Array, contentType: string): Uint8Array[] {
  if (IMAGE_TYPES.has(contentType)) return [bytes]
  if (contentType === 'application/pdf') {
    const images = pdfJpegs(bytes)
    if (images.length === 0) throw new UnreadableScan('pdf_without_images')
    return images
  }
  throw new UnreadableScan('unsupported_scan')
}
