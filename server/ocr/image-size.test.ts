import { describe, expect, it } from 'vitest'
import { imageDimensions, MAX_SCAN_PIXELS, withinScanLimit } from './image-size'

/** A PNG's first 33 bytes: the signature and an IHDR chunk declaring `width` × `height`. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(40)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0)
  bytes.writeUInt32BE(13, 8)
  bytes.write('IHDR', 12, 'latin1')
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  return new Uint8Array(bytes)
}

/** A JPEG's start: SOI, an APP0 segment, then a baseline start-of-frame of `width` × `height`. */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof])
}

describe('declared image dimensions', () => {
  it('reads them from the header, without decoding', () => {
    expect(imageDimensions(pngHeader(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 })
    expect(imageDimensions(jpegHeader(1240, 1754))).toEqual({ width: 1240, height: 1754 })
  })

  it('lets an A4 page at 600 dpi through and refuses 20,000 × 20,000', () => {
    expect(withinScanLimit(pngHeader(4961, 7016))).toBe(true)
    expect(withinScanLimit(jpegHeader(4961, 7016))).toBe(true)
    expect(withinScanLimit(pngHeader(20_000, 20_000))).toBe(false)
    expect(20_000 * 20_000).toBeGreaterThan(MAX_SCAN_PIXELS)
  })
})
