import { words } from '../i18n/reader-language'
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

const accountType = (type: string | null) => (type === 'checking' ? words('Cheques', 'Checking') : type === 'savings' ? words('Ahorros', 'Savings') : '')

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
    title: `${words('Comprobante de pago núm.', 'Pay stub no.')} ${payment.id}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          [words('Proveedor', 'Provider'), payment.provider_name],
          [words('Periodo', 'Period'), payment.period_name],
          [words('Factura', 'Bill'), `${words('núm.', 'no.')} ${payment.bill_id}`],
          [words('Lote de pago', 'Payment batch'), `${payment.batch_name} (${words('núm.', 'no.')} ${payment.batch_id})`],
          [words('Estado', 'Status'), payment.status_name],
          [words('Fecha de pago', 'Payment date'), dateOf(payment.paid_at ?? payment.effective_date)],
          [words('Banco', 'Bank'), payment.bank_name],
          [words('Cuenta', 'Account'), payment.account_masked ? `${payment.account_masked} (${accountType(payment.account_type)})` : null],
          [words('Número de traza', 'Trace number'), payment.trace_number],
          [words('Monto pagado', 'Amount paid'), formatCents(payment.amount_cents)],
        ],
      },
      { kind: 'heading', text: words('Detalle de la factura', 'Bill details') },
      {
        kind: 'table',
        rowHeight: 14,
        columns: [
          { header: words('Fecha', 'Date'), width: 70 },
          { header: words('Descripción', 'Description') },
          { header: words('Cant.', 'Qty.'), width: 40 },
          { header: words('Tarifa', 'Rate'), width: 70 },
          { header: words('Importe', 'Amount'), width: 80 },
        ],
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
  return renderPdf({ companyName, title: list.length === 1 ? `${words('Comprobante de pago', 'Pay stub')} ${list[0]!.id}` : words('Comprobantes de pago', 'Pay stubs'), documents })
}
