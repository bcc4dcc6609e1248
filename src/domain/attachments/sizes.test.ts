import { describe, expect, it } from 'vitest'
import { base64DecodedLength, base64Length, formatFileSize } from './sizes'

describe('formatFileSize', () => {
  it.each([
    [10 * 1024 * 1024, 'es', '10 MB'],
    [5 * 1024 * 1024, 'es', '5 MB'],
    [1536 * 1024, 'es', '1,5 MB'],
    [1536 * 1024, 'en-US', '1.5 MB'],
    [512, 'es', '512 B'],
    [2048, 'es', '2 KB'],
    [3 * 1024 * 1024 * 1024, 'es', '3 GB'],
    [0, 'es', '0 B'],
  ])('%s bytes in %s → %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text)
  })
})

describe('base64 sizes', () => {
  it('knows the length of the text of a file and the bytes of a text', () => {
    expect(base64Length(10 * 1024 * 1024)).toBe(13_981_016)
    expect(base64Length(1)).toBe(4)
    expect(base64DecodedLength(Buffer.from('hola').toString('base64'))).toBe(4)
    expect(base64DecodedLength(Buffer.from('holas').toString('base64'))).toBe(5)
    expect(base64DecodedLength(Buffer.from('holass').toString('base64'))).toBe(6)
  })
})
