import { formatDate } from '../../src/domain/formats/dates'
import { formatCents } from '../../src/domain/money/money'
import type { BillLine, ProviderBill } from '../../src/domain/provider-bills/types'
import { renderPdf, type PdfCell } from '../documents/pdf'
import { words } from '../i18n/reader-language'

/**
 * GET /provider-bills/{id}/download-bill-pdf: the bill as the provider and the office print it —
 * who, which period, its status, every line with the rate it was priced at, and the total, which
 * is the sum of the lines (the same cents the database holds; nothing is recomputed here). In the
 * reader's language (server/i18n/reader-language.ts): the bill read for her names its status,
 * period and services in it, and the labels follow.
 */

export const billPdfFilename = (bill: ProviderBill) => `${words('factura', 'bill')}-${bill.provider_name}-${bill.period_name}-${bill.id}.pdf`

function lineDescription(line: BillLine): string {
  if (line.kind === 'visit') return [line.service_name, line.duration_name, line.student_name].filter(Boolean).join(' · ')
  if (line.kind === 'item') return [line.item_name, line.description && line.description !== line.item_name ? line.description : null].filter(Boolean).join(' · ')
  return [line.adjustment_type_name, line.description].filter(Boolean).join(' · ')
}

const kindName = (kind: BillLine['kind']) => (kind === 'visit' ? words('Servicio', 'Service') : kind === 'item' ? words('Artículo', 'Item') : words('Ajuste', 'Adjustment'))

export function billPdf(companyName: string, bill: ProviderBill): Promise<Uint8Array> {
  const lines = bill.lines ?? []
  const rows: (string | PdfCell)[][] = lines.map((line) => [
    line.service_date ? formatDate(line.service_date) : '',
    kindName(line.kind),
    lineDescription(line),
    String(line.quantity),
    formatCents(line.rate_cents),
    formatCents(line.amount_cents),
  ])
  rows.push([{ text: 'Total', colSpan: 5 }, formatCents(bill.total_cents)])
  return renderPdf({
    companyName,
    title: `${words('Factura', 'Bill')} ${bill.id} ${bill.provider_name}`,
    documents: [
      {
        title: `${words('Factura de proveedor núm.', 'Provider bill no.')} ${bill.id}`,
        blocks: [
          {
            kind: 'fields',
            rows: [
              [words('Proveedor', 'Provider'), bill.provider_name],
              [words('Periodo', 'Period'), `${bill.period_name} (${formatDate(bill.period_start)} ${words('a', 'to')} ${formatDate(bill.period_end)})`],
              [words('Año académico', 'Academic year'), bill.academic_year_name],
              [words('Estado', 'Status'), bill.status_name],
              [words('Servicios', 'Services'), String(bill.visit_count)],
              ['Total', formatCents(bill.total_cents)],
              [words('Comentario', 'Comment'), bill.comment],
            ],
          },
          { kind: 'heading', text: words('Detalle', 'Details') },
          {
            kind: 'table',
            columns: [
              { header: words('Fecha', 'Date'), width: 62 },
              { header: words('Tipo', 'Type'), width: 52 },
              { header: words('Descripción', 'Description') },
              { header: words('Cant.', 'Qty.'), width: 34 },
              { header: words('Tarifa', 'Rate'), width: 62 },
              { header: words('Importe', 'Amount'), width: 70 },
            ],
            rows,
          },
        ],
      },
    ],
  })
}
