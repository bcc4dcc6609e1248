import { words } from '../i18n/reader-language'
import PDFDocument from 'pdfkit'

/**
 * The server's printable documents (student records, referral labels and forms; plans, bills
 * later) described as data and drawn by one function with pdfkit (chosen by measuring: docs/measurements.md,
 * "PDF library", `npm run bench:pdf`). A file holds one document or a batch of many, each
 * starting on its own page under the company's name.
 *
 * The text uses the PDF standard fonts (Helvetica), whose WinAnsi encoding covers Spanish
 * (á é í ó ú ü ñ ¿ ¡) with no font file to ship; a character outside it would print wrongly, so
 * `printable` replaces such characters before drawing.
 */

export type PdfBlock =
  /** A section title inside the document; `keepWith` points of what follows start on the same page (else a new page). */
  | { kind: 'heading'; text: string; keepWith?: number }
  /** Label and value in two columns, with rules between rows; an empty value prints a dash. */
  | { kind: 'fields'; rows: [label: string, value: string | null | undefined][] }
  | { kind: 'paragraph'; text: string }
  /** A line to sign on per label, side by side (two to a row). */
  | { kind: 'signatures'; labels: string[] }
  /**
   * A ruled grid under a header row: `rows` of cells (empty ones stay blank, to be written in by
   * hand), each row at least `rowHeight` points tall. A column's `width` is in points; columns
   * without one share the rest.
   */
  | { kind: 'table'; columns: { header: string; width?: number }[]; rows: (string | PdfCell)[][]; rowHeight?: number }
  /**
   * A drawn signature (PNG bytes, or the SVG signature_pad writes) fitted in a box above a
   * caption; without an image the box
   * holds `missing` instead, so a page never pretends a signature it does not have.
   */
  | { kind: 'image'; png: Uint8Array | null; svg?: string; caption: string; missing?: string }
  /**
   * A vector drawing (a chart) in a box across the page, `height` points tall, kept on one page:
   * `draw` gets the box and draws inside it (its text through `printable`).
   */
  | { kind: 'drawing'; height: number; draw: (doc: PDFKit.PDFDocument, box: PdfBox) => void }

/** Where a drawing block may draw, in points from the page's top left. */
export interface PdfBox {
  x: number
  y: number
  width: number
  height: number
}

/** A table cell that spans several columns, or prints in a fixed-width font (hashes, codes). */
export interface PdfCell {
  text: string
  colSpan?: number
  mono?: boolean
}

export interface PdfDocumentSpec {
  title: string
  blocks: PdfBlock[]
}

export interface PdfFile {
  /** Drawn at the top of every page. */
  companyName: string
  /** The company's wide logo (PNG), drawn at the top left of every page when given (documents/branding.ts). */
  logo?: Uint8Array | null
  /** The file's title (its metadata; a viewer shows it in the window title). */
  title: string
  documents: PdfDocumentSpec[]
}

const MARGIN = 54
const FONT = 'Helvetica'
const BOLD = 'Helvetica-Bold'
const MONO = 'Courier'
const IMAGE_BOX = { width: 220, height: 70 }
const LABEL_WIDTH = 170
/** Points: the logo fits above the page's top margin. */
const LOGO_HEIGHT = 26
const SIGNATURE_GAP = 36

// What WinAnsi (Windows-1252) can print beyond Latin-1: the typographic quotes, dashes, ellipsis, euro.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

/** The text with every character the standard fonts cannot print replaced by '?'. */
export function printable(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!
    out += code === 10 || (code >= 32 && code <= 126) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRA.includes(char) ? char : '?'
  }
  return out
}

function drawBlock(doc: PDFKit.PDFDocument, block: PdfBlock) {
  const width = doc.page.width - MARGIN * 2
  switch (block.kind) {
    case 'heading':
      if (block.keepWith && doc.y + 40 + block.keepWith > doc.page.height - MARGIN) doc.addPage()
      doc.moveDown(0.8).font(BOLD).fontSize(12).text(printable(block.text), MARGIN).moveDown(0.3)
      return
    case 'paragraph':
      doc.moveDown(0.5).font(FONT).fontSize(10).text(printable(block.text), MARGIN, undefined, { width, align: 'justify' })
      return
    case 'fields':
      doc.font(FONT).fontSize(10)
      doc.table({
        position: { x: MARGIN, y: doc.y },
        columnStyles: [LABEL_WIDTH, '*'],
        defaultStyle: { border: [0, 0, 0.5, 0], borderColor: '#999999', padding: [3, 4] },
        data: block.rows.map(([label, value]) => [{ text: printable(label), font: { src: BOLD } }, printable(value?.trim() ? value : '—')]),
      })
      doc.x = MARGIN
      return
    case 'table': {
      doc.moveDown(0.3).font(FONT).fontSize(9)
      const grid = { border: 0.5, borderColor: '#666666', padding: [3, 4] as [number, number] }
      doc.table({
        position: { x: MARGIN, y: doc.y },
        columnStyles: block.columns.map((column) => column.width ?? '*'),
        // The header row keeps its own height; the rows to write in get room for a hand.
        rowStyles: (row) => (row === 0 ? {} : { minHeight: block.rowHeight ?? 22 }),
        defaultStyle: grid,
        data: [
          block.columns.map((column) => ({ text: printable(column.header), font: { src: BOLD }, backgroundColor: '#eeeeee' })),
          ...block.rows.map((row) => tableRow(row, block.columns.length)),
        ],
      })
      doc.x = MARGIN
      return
    }
    case 'image': {
      doc.moveDown(0.6)
      // The box and its caption stay together on one page.
      if (doc.y + IMAGE_BOX.height + 30 > doc.page.height - MARGIN) doc.addPage()
      const y = doc.y
      if (block.png) placePng(doc, block.png, y)
      else if (block.svg) drawSignatureSvg(doc, block.svg, MARGIN, y)
      else doc.font(FONT).fontSize(9).fillColor('#555555').text(printable(block.missing ?? ''), MARGIN, y + IMAGE_BOX.height / 2 - 5, { width: IMAGE_BOX.width }).fillColor('#000000')
      const line = y + IMAGE_BOX.height + 2
      doc.moveTo(MARGIN, line).lineTo(MARGIN + IMAGE_BOX.width, line).lineWidth(0.7).strokeColor('#000000').stroke()
      doc.font(FONT).fontSize(9).text(printable(block.caption), MARGIN, line + 4, { width })
      doc.x = MARGIN
      return
    }
    case 'drawing': {
      doc.moveDown(0.5)
      if (doc.y + block.height > doc.page.height - MARGIN) doc.addPage()
      const box = { x: MARGIN, y: doc.y, width, height: block.height }
      doc.save()
      block.draw(doc, box)
      doc.restore()
      doc.undash().lineWidth(1).strokeColor('#000000').fillColor('#000000').font(FONT).fontSize(10)
      doc.x = MARGIN
      doc.y = box.y + block.height
      return
    }
    case 'signatures': {
      const columnWidth = (width - SIGNATURE_GAP) / 2
      for (let index = 0; index < block.labels.length; index += 2) {
        doc.moveDown(3)
        // A pair of lines must not split across pages.
        if (doc.y + 30 > doc.page.height - MARGIN) doc.addPage()
        const y = doc.y
        block.labels.slice(index, index + 2).forEach((label, column) => {
          const x = MARGIN + column * (columnWidth + SIGNATURE_GAP)
          doc.moveTo(x, y).lineTo(x + columnWidth, y).lineWidth(0.7).strokeColor('#000000').stroke()
          doc.font(FONT).fontSize(9).text(printable(label), x, y + 4, { width: columnWidth })
        })
        doc.x = MARGIN
      }
      return
    }
  }
}

/** A PNG fitted in the image box; one pdfkit cannot read is said to be so, never a failed file. */
function placePng(doc: PDFKit.PDFDocument, png: Uint8Array, y: number) {
  try {
    doc.image(Buffer.from(png), MARGIN, y, { fit: [IMAGE_BOX.width, IMAGE_BOX.height], valign: 'bottom' })
  } catch {
    doc.font(FONT).fontSize(9).text(words('(imagen de la firma ilegible)', '(signature image unreadable)'), MARGIN, y + IMAGE_BOX.height / 2 - 5)
  }
}

const attributesOf = (text: string) => Object.fromEntries([...text.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]))

/**
 * A signature as signature_pad's toSVG writes it (strokes as paths, dots as circles; the
 * server refused anything else when it was saved, server/user-signatures/image-check.ts), drawn
 * as vectors in black, fitted in the image box. The background rectangle is left out.
 */
function drawSignatureSvg(doc: PDFKit.PDFDocument, svg: string, x: number, y: number) {
  const root = attributesOf(/<svg\b([^>]*)>/.exec(svg)?.[1] ?? '')
  const box = (root.viewBox ?? '').split(/[\s,]+/).map(Number)
  const [minX, minY, width, height] = box.length === 4 && box.every(Number.isFinite) ? box : [0, 0, Number.parseFloat(root.width ?? ''), Number.parseFloat(root.height ?? '')]
  if (!(width! > 0 && height! > 0)) return
  const scale = Math.min(IMAGE_BOX.width / width!, IMAGE_BOX.height / height!)
  doc.save().translate(x, y + IMAGE_BOX.height - height! * scale).scale(scale).translate(-minX!, -minY!)
  for (const [, tag, text] of svg.matchAll(/<(path|circle)\b([^>]*)>/g)) {
    const attributes = attributesOf(text!)
    if (tag === 'path' && attributes.d) {
      doc.path(attributes.d).lineWidth(Number.parseFloat(attributes['stroke-width'] ?? '') || 2).lineCap('round').strokeColor('#000000').stroke()
    }
    if (tag === 'circle') {
      const [cx, cy, r] = [attributes.cx, attributes.cy, attributes.r].map((value) => Number.parseFloat(value ?? ''))
      if ([cx, cy, r].every((value) => Number.isFinite(value))) doc.circle(cx!, cy!, r!).fillColor('#000000').fill()
    }
  }
  doc.restore()
}

/** A table row's cells for pdfkit: spans honoured, the row padded with blank cells to the column count. */
function tableRow(row: (string | PdfCell)[], columns: number) {
  const cells = row.map((cell) =>
    typeof cell === 'string'
      ? printable(cell)
      : { text: printable(cell.text), ...(cell.colSpan ? { colSpan: cell.colSpan } : {}), ...(cell.mono ? { font: { src: MONO } } : {}) },
  )
  const used = row.reduce((total, cell) => total + (typeof cell === 'string' ? 1 : (cell.colSpan ?? 1)), 0)
  return [...cells, ...Array.from({ length: Math.max(0, columns - used) }, () => '')]
}

/** Draws the file: each document on a new page, the company's name atop every page. */
export function renderPdf(file: PdfFile): Promise<Uint8Array> {
  // A PDF without pages is not a valid file; callers answer 404 or 422 before getting here.
  if (file.documents.length === 0) throw new Error('renderPdf: no documents')
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, autoFirstPage: false, info: { Title: printable(file.title), Producer: 'Bitácora' } })
  // Opened once, so every page refers to the same image instead of embedding it again.
  // (pdfkit has openImage; its type definitions leave it out.)
  const logo = file.logo ? (doc as unknown as { openImage(source: Buffer): PDFKit.Mixins.ImageSrc }).openImage(Buffer.from(file.logo)) : null
  const companyHeader = () => {
    if (logo) {
      // The logo at the left, the name at the right: the logo may carry the name too, but the
      // data's name is the one that is always right.
      doc.image(logo, MARGIN, MARGIN - 38, { height: LOGO_HEIGHT })
      doc.font(FONT).fontSize(9).fillColor('#555555').text(printable(file.companyName), MARGIN, MARGIN - 24, { align: 'right' }).fillColor('#000000')
    } else {
      doc.font(FONT).fontSize(9).fillColor('#555555').text(printable(file.companyName), MARGIN, MARGIN - 24).fillColor('#000000')
    }
    doc.x = MARGIN
    doc.y = MARGIN
  }
  // Every page, including those a long document flows onto, carries the company's name.
  doc.on('pageAdded', companyHeader)
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  for (const document of file.documents) {
    doc.addPage()
    doc.font(BOLD).fontSize(16).text(printable(document.title), MARGIN)
    for (const block of document.blocks) drawBlock(doc, block)
  }
  doc.end()
  return bytes
}
