import type { SignatureContentType } from '../../src/domain/signatures/schemas'

/**
 * A signature image is judged by its bytes, not by the type its data URL claims: a PNG must be a
 * well-formed PNG of sensible size, an SVG exactly the kind of drawing signature_pad writes
 * (paths and circles), nothing that could run, load or hide anything when a page or a PDF shows it.
 */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** A signature drawn on the widest tablet at 3× pixel density fits well inside this. */
export const MAX_SIGNATURE_SIDE = 4000

/** A PNG's chunks walked end to end: IHDR first, IEND last, nothing after it, sides within bounds. */
export function isSignaturePng(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) return false
  let offset = 8
  let first = true
  let sawData = false
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return false
    if (first) {
      if (type !== 'IHDR' || length !== 13) return false
      const width = bytes.readUInt32BE(offset + 8)
      const height = bytes.readUInt32BE(offset + 12)
      if (width < 1 || height < 1 || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) return false
      first = false
    }
    if (type === 'IDAT') sawData = true
    if (type === 'IEND') return sawData && end === bytes.length
    offset = end
  }
  return false
}

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
const ELEMENTS = new Set(['svg', 'rect', 'path', 'circle', 'g'])
const ATTRIBUTES = new Set(['viewBox', 'width', 'height', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'd', 'r', 'cx', 'cy', 'x', 'y'])
/** Numbers, path commands, colour names, #hex and rgb()/rgba(): nothing that names a URL or an entity. */
const SAFE_VALUE = /^[A-Za-z0-9 .,#%()\-+]*$/
const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*"[^"<>]*")*)\s*(\/?)>/y
const ATTRIBUTE = /([\w:-]+)\s*=\s*"([^"<>]*)"/g

function safeAttributes(element: string, text: string): boolean {
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    if (name === 'xmlns' && element === 'svg' && value === SVG_NS) continue
    if (name === 'xmlns:xlink' && element === 'svg' && value === XLINK_NS) continue
    if (!ATTRIBUTES.has(name!) || !SAFE_VALUE.test(value!) || /url|script/i.test(value!)) return false
  }
  return true
}

/** Whether `text` is an SVG of signature_pad's kind: svg › (g ›) rect, path, circle, with plain attributes. */
export function isSignatureSvg(text: string): boolean {
  let rest = text.replace(/^\uFEFF?\s*(<\?xml[^?<>]*\?>)?\s*/, '')
  const open: string[] = []
  let sawRoot = false
  TAG.lastIndex = 0
  while (rest.length > 0) {
    const space = /^\s+/.exec(rest)
    if (space) {
      rest = rest.slice(space[0].length)
      continue
    }
    TAG.lastIndex = 0
    const tag = TAG.exec(rest)
    if (!tag) return false
    const [whole, closing, name, attributes, selfClosing] = tag
    if (!ELEMENTS.has(name!)) return false
    if (closing) {
      if (attributes || selfClosing || open.pop() !== name) return false
    } else {
      if ((open.length === 0) !== (name === 'svg') || (open.length === 0 && sawRoot)) return false
      if (!safeAttributes(name!, attributes!)) return false
      sawRoot = true
      if (!selfClosing) open.push(name!)
    }
    rest = rest.slice(whole.length)
  }
  return sawRoot && open.length === 0
}

export function isSignatureImage(contentType: SignatureContentType, bytes: Buffer): boolean {
  return contentType === 'image/png' ? isSignaturePng(bytes) : isSignatureSvg(bytes.toString('utf8'))
}
