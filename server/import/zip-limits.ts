import { HttpError } from '../http/errors'

/**
 * What an xlsx (a zip) says it will expand to, read from its central directory before a byte
 * of it is inflated: a file whose entries would grow past MAX_EXPANDED_BYTES in all, or one
 * entry more than MAX_RATIO times, is refused (`import_expanded_too_large`, 413). A real
 * sheet's XML compresses some 5 to 20 times; a zip bomb, thousands. The sizes are the file's own
 * word: the sheet worker's capped heap (workers/run.ts) stops a file that lies about them.
 */
export const MAX_EXPANDED_BYTES = 300 * 1024 * 1024
export const MAX_RATIO = 100
/** Entries this small may compress any amount (an empty sheet's XML is mostly one repeated tag). */
const RATIO_FLOOR_BYTES = 64 * 1024

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50

const tooLarge = () => new HttpError(413, 'import_expanded_too_large', 'El archivo se expande a un tamaño mayor del permitido.')
const badFile = () => new HttpError(422, 'import_bad_file', 'El archivo no es una hoja de cálculo válida.')

export function checkZipExpansion(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at
      break
    }
  }
  if (eocd < 0) throw badFile()
  const entries = view.getUint16(eocd + 10, true)
  let at = view.getUint32(eocd + 16, true)
  let expanded = 0
  for (let index = 0; index < entries; index++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) throw badFile()
    const compressed = view.getUint32(at + 20, true)
    const size = view.getUint32(at + 24, true)
    // 0xFFFFFFFF: the real sizes are in a zip64 field; no sheet an office uploads needs them.
    if (compressed === 0xffffffff || size === 0xffffffff) throw tooLarge()
    expanded += size
    if (expanded > MAX_EXPANDED_BYTES) throw tooLarge()
    if (size > RATIO_FLOOR_BYTES && size > MAX_RATIO * Math.max(compressed, 1)) throw tooLarge()
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
}
