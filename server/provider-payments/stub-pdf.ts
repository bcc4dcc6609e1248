import { and, asc, eq, inArray } from 'drizzle-orm'
import { formatDate } from '../../src/domain/formats/dates'
import { formatCents } from '../../src/domain/money/money'
import { companyToday } from '../../src/domain/rules/company-time'
import type { ProviderPayment } from '../../src/domain/payments/types'
import type { Executor } from '../db/client'
import { providerBillLines } from '../db/schema'
import { renderPdf, type PdfDocumentSpec } from '../documents/pdf'

/**
 * Pay stubs (spec §7 payment-stub, payment-stubs, /download-pdf/provider-payment-stub/{id}):
 * one page per payment — who, which bill and period, where it was paid (masked account), the
 * amount, and the bill's lines that make it up, so the provider can check her pay line by line.
 */

const ACCOUNT_TYPES: Record<string, string> = { checking: 'Cheques', savings: 'Ahorros' }

/** A date, or a moment as the company's calendar day, written as people read it (spec §3: MM/dd/yyyy). */
const dateOf = (iso: string) => formatDate(iso.length > 10 ? companyToday(new Date(iso)) : iso)

async function linesOf(db: Executor, billIds: number[]) {
  if (billIds.length === 0) return new Map<number, (typeof providerBillLines.$inferSelect)[]>()
  const rows = await db
    .select()
    .from(providerBillLines)
    .where(and(inArray(providerBillLines.bill_id, billIds), eq(providerBillLines.live, true)))
    .orderBy(asc(providerBillLines.service_date), asc(providerBillLines.id))
  const byBill = new Map<number, typeof rows>()
  for (const row of rows) byBill.set(row.bill_id, [...(byBill.get(row.bill_id) ?? []), row])
  return byBill
}

export async function stubsPdf(db: Executor, companyName: string, list: ProviderPayment[]): Promise<Uint8Array> {
  const lines = await linesOf(db, [...new Set(list.map((payment) => payment.bill_id))])
  const documents: PdfDocumentSpec[] = list.map((payment) => ({
    title: `Comprobante de pago núm. ${payment.id}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Proveedor', payment.provider_name],
          ['Periodo', payment.period_name],
          ['Factura', `núm. ${payment.bill_id}`],
          ['Lote de pago', `${payment.batch_name} (núm. ${payment.batch_id})`],
          ['Estado', payment.status_name],
          ['Fecha de pago', dateOf(payment.paid_at ?? payment.effective_date)],
          ['Banco', payment.bank_name],
          ['Cuenta', payment.account_masked ? `${payment.account_masked} (${ACCOUNT_TYPES[payment.account_type ?? ''] ?? ''})` : null],
          ['Número de traza', payment.trace_number],
          ['Monto pagado', formatCents(payment.amount_cents)],
        ],
      },
      { kind: 'heading', text: 'Detalle de la factura' },
      {
        kind: 'table',
        rowHeight: 14,
        columns: [{ header: 'Fecha', width: 70 }, { header: 'Descripción' }, { header: 'Cant.', width: 40 }, { header: 'Tarifa', width: 70 }, { header: 'Importe', width: 80 }],
        rows: [
          ...(lines.get(payment.bill_id) ?? []).map((line) => [
            line.service_date ? dateOf(line.service_date) : '',
            line.description,
            String(line.quantity),
            formatCents(line.rate_cents),
            formatCents(line.amount_cents),
          ]),
          [{ text: 'Total', colSpan: 4 }, formatCents(payment.amount_cents)],
        ],
      },
    ],
  }))
  return renderPdf({ companyName, title: list.length === 1 ? `Comprobante de pago ${list[0]!.id}` : 'Comprobantes de pago', documents })
}
