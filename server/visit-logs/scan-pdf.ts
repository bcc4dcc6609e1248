import { formatMonthYear } from '../../src/domain/formats/dates'
import { readerDateLanguage, words } from '../i18n/reader-language'
import PDFDocument from 'pdfkit'
import type { VisitLog } from '../../src/domain/visit-logs/types'
import { renderPdf } from '../documents/pdf'

/**
 * GET …/{id}/download-pdf (spec §7): the log as a PDF. A scan that is a PDF is answered as it
 * was uploaded; a PNG or JPEG scan is placed on a letter page (pdfkit embeds those two); without
 * a scan, or with an image pdfkit cannot embed, the answer is a one-page summary of the log.
 */

/** "octubre de 2026" / "October 2026": the log's month in the reader's language (the one date helper's month names). */
const monthOf = (year: number, month: number) => {
  const name = formatMonthYear(`${year}-${String(month).padStart(2, '0')}-01`, readerDateLanguage())
  return readerDateLanguage() === 'es' ? name.replace(/ (\d{4})$/, ' de $1') : name
}

export const pdfFilename = (log: VisitLog) => `registro-visitas-${log.provider_name}-${log.year}-${String(log.month).padStart(2, '0')}.pdf`

const EMBEDDABLE = new Set(['image/png', 'image/jpeg'])

export async function logPdf(companyName: string, log: VisitLog, scan: { bytes: Uint8Array; contentType: string } | null): Promise<Uint8Array> {
  if (scan?.contentType === 'application/pdf') return scan.bytes
  if (scan && EMBEDDABLE.has(scan.contentType)) {
    // A file whose first bytes say PNG but whose rest is damaged cannot be drawn: the summary says so.
    const page = await imagePage(`Registro de visitas ${log.provider_name}`, scan.bytes).catch(() => null)
    if (page) return page
  }
  return summary(companyName, log)
}

function summary(companyName: string, log: VisitLog): Promise<Uint8Array> {
  return renderPdf({
    companyName,
    title: `${words('Registro de visitas', 'Visit log')} ${log.provider_name}`,
    documents: [
      {
        title: words('Registro de visitas', 'Visit log'),
        blocks: [
          {
            kind: 'fields',
            rows: [
              [words('Proveedor', 'Provider'), log.provider_name],
              [words('Localidad', 'Location'), log.location_name],
              [words('Mes', 'Month'), monthOf(log.year, log.month)],
              [words('Estado', 'Status'), log.status_name],
              [words('Trabajado por', 'Worked by'), log.claimed_by_name],
              [words('Archivo escaneado', 'Scanned file'), log.scan ? `${log.scan.filename} ${words('(no se puede mostrar en PDF)', '(cannot be shown in a PDF)')}` : words('Sin archivo', 'No file')],
              [words('Notas', 'Notes'), log.notes],
            ],
          },
        ],
      },
    ],
  })
}

function imagePage(title: string, image: Uint8Array): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36, info: { Title: title, Producer: 'Bitácora' } })
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  doc.image(Buffer.from(image), 36, 36, { fit: [doc.page.width - 72, doc.page.height - 72], align: 'center', valign: 'center' })
  doc.end()
  return bytes
}
