/**
 * Small real files for upload tests, as bytes and as the base64 the API takes. Each starts with
 * the magic number that identifies its type, as a real file of that type does.
 */
const MB = 1024 * 1024

export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

export const JPEG_HEADER = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(64)])

/** A PDF of exactly `size` bytes (a minimal document padded with a comment). */
export function pdfOfSize(size: number = 2048): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%', 'latin1')
  const tail = Buffer.from('\n%%EOF\n', 'latin1')
  if (size < head.length + tail.length) throw new Error('too small for a PDF')
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail])
}

/** A Windows program (MZ header): what a program renamed .pdf looks like inside. */
export const WINDOWS_PROGRAM = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(126), Buffer.from('PE\0\0', 'latin1'), Buffer.alloc(128)])

export const PLAIN_TEXT = Buffer.from('Esto no es una licencia.\n', 'utf8')

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'utf8')

export const TEN_MB = 10 * MB

export const base64 = (bytes: Buffer) => bytes.toString('base64')

/** An attachment change adding `bytes` as `filename` to a provider specialty. */
export function addFile(filename: string, bytes: Buffer, description = 'Licencia de la Especialidad', containerId?: number) {
  return { action: 'add' as const, containerType: 'provider-specialty' as const, containerId, filename, description, file: base64(bytes) }
}

export function deleteFile(filename: string, containerId?: number) {
  return { action: 'delete' as const, containerType: 'provider-specialty' as const, containerId, filename }
}
