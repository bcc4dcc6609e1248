import PDFDocument from 'pdfkit'
import type { VisitLog } from '../../src/domain/visit-logs/types'
import { renderPdf } from '../documents/pdf'

/**
 * GET …/{id}/download-pdf (spec §7): the log as a PDF. A scan that is a PDF is answered as it
 * was uploaded; a PNG or JPEG scan is placed on a letter page (pdfkit embeds those two); without
 * a scan, or with an image pdfkit cannot embed, the answer is a one-page summary of the log.
 */

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']
export const monthName = (month: number) => MONTHS[month - 1] ?? String(month)

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
    title: `Registro de visitas ${log.provider_name}`,
    documents: [
      {
        title: 'Registro de visitas',
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['Proveedor', log.provider_name],
              ['Localidad', log.location_name],
              ['Mes', `${monthName(log.month)} de ${log.year}`],
              ['Estado', log.status_name],
              ['Trabajado por', log.claimed_by_name],
              ['Archivo escaneado', log.scan ? `${log.scan.filename} (no se puede mostrar en PDF)` : 'Sin archivo'],
              ['Notas', log.notes],
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
