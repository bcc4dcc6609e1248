import { formatDate } from '../../src/domain/formats/dates'
import { formatCents } from '../../src/domain/money/money'
import type { BillLine, ProviderBill } from '../../src/domain/provider-bills/types'
import { renderPdf, type PdfCell } from '../documents/pdf'

/**
 * GET /provider-bills/{id}/download-bill-pdf: the bill as the provider and the office print it —
 * who, which period, its status, every line with the rate it was priced at, and the total, which
 * is the sum of the lines (the same cents the database holds; nothing is recomputed here).
 */

export const billPdfFilename = (bill: ProviderBill) => `factura-${bill.provider_name}-${bill.period_name}-${bill.id}.pdf`

function lineDescription(line: BillLine): string {
  if (line.kind === 'visit') return [line.service_name, line.duration_name, line.student_name].filter(Boolean).join(' · ')
  if (line.kind === 'item') return [line.item_name, line.description && line.description !== line.item_name ? line.description : null].filter(Boolean).join(' · ')
  return [line.adjustment_type_name, line.description].filter(Boolean).join(' · ')
}

const KIND_NAMES = { visit: 'Servicio', item: 'Artículo', adjustment: 'Ajuste' } as const

export function billPdf(companyName: string, bill: ProviderBill): Promise<Uint8Array> {
  const lines = bill.lines ?? []
  const rows: (string | PdfCell)[][] = lines.map((line) => [
    line.service_date ? formatDate(line.service_date) : '',
    KIND_NAMES[line.kind],
    lineDescription(line),
    String(line.quantity),
    formatCents(line.rate_cents),
    formatCents(line.amount_cents),
  ])
  rows.push([{ text: 'Total', colSpan: 5 }, formatCents(bill.total_cents)])
  return renderPdf({
    companyName,
    title: `Factura ${bill.id} ${bill.provider_name}`,
    documents: [
      {
        title: `Factura de proveedor núm. ${bill.id}`,
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['Proveedor', bill.provider_name],
              ['Periodo', `${bill.period_name} (${formatDate(bill.period_start)} a ${formatDate(bill.period_end)})`],
              ['Año académico', bill.academic_year_name],
              ['Estado', bill.status_name],
              ['Servicios', String(bill.visit_count)],
              ['Total', formatCents(bill.total_cents)],
              ['Comentario', bill.comment],
            ],
          },
          { kind: 'heading', text: 'Detalle' },
          {
            kind: 'table',
            columns: [{ header: 'Fecha', width: 62 }, { header: 'Tipo', width: 52 }, { header: 'Descripción' }, { header: 'Cant.', width: 34 }, { header: 'Tarifa', width: 62 }, { header: 'Importe', width: 70 }],
            rows,
          },
        ],
      },
    ],
  })
}
