import { words } from '../i18n/reader-language'
import { formatDate } from '../../src/domain/formats/dates'
import { formatCents } from '../../src/domain/money/money'
import { companyToday } from '../../src/domain/rules/company-time'
import type { PaymentBatch, ProviderPayment } from '../../src/domain/payments/types'
import { renderPdf } from '../documents/pdf'

/** GET /provider-payment-batches/{id}/pdf-report: the batch for the file — who prepared, approved and processed it, and every payment. */
export function batchReportPdf(companyName: string, batch: PaymentBatch, list: ProviderPayment[]): Promise<Uint8Array> {
  const when = (iso: string | null) => (iso ? formatDate(companyToday(new Date(iso))) : null)
  return renderPdf({
    companyName,
    title: `${words('Lote de pago', 'Payment batch')} ${batch.id}`,
    documents: [
      {
        title: `${words('Lote de pago núm.', 'Payment batch no.')} ${batch.id}: ${batch.name}`,
        blocks: [
          {
            kind: 'fields',
            rows: [
              [words('Estado', 'Status'), batch.status_name],
              [words('Fecha efectiva', 'Effective date'), batch.effective_date ? formatDate(batch.effective_date) : null],
              [words('Responsable', 'Owner'), batch.owner_name],
              [words('Enviado por', 'Submitted by'), batch.submitted_by_name],
              [words('Aprobado por', 'Approved by'), batch.approved_by_name],
              [words('Procesado por', 'Processed by'), batch.claimed_by_name],
              [words('Archivo ACH generado', 'ACH file generated'), batch.ach_generated_at ? `${when(batch.ach_generated_at)} — ${batch.ach_generated_by_name ?? ''}` : null],
              [words('Pagos', 'Payments'), String(batch.payment_count)],
              ['Total', formatCents(batch.total_cents)],
              [words('Notas', 'Notes'), batch.notes],
            ],
          },
          { kind: 'heading', text: words('Pagos', 'Payments') },
          {
            kind: 'table',
            rowHeight: 14,
            columns: [
              { header: words('Pago', 'Payment'), width: 45 },
              { header: words('Proveedor', 'Provider') },
              { header: words('Periodo', 'Period'), width: 110 },
              { header: words('Cuenta', 'Account'), width: 70 },
              { header: words('Estado', 'Status'), width: 60 },
              { header: words('Monto', 'Amount'), width: 75 },
            ],
            rows: [
              ...list
                .filter((payment) => payment.status !== 'cancelled')
                .map((payment) => [String(payment.id), payment.provider_name, payment.period_name, payment.account_masked ?? '—', payment.status_name, formatCents(payment.amount_cents)]),
              [{ text: 'Total', colSpan: 5 }, formatCents(batch.total_cents)],
            ],
          },
          { kind: 'signatures', labels: [words('Preparado por', 'Prepared by'), words('Aprobado por', 'Approved by')] },
        ],
      },
    ],
  })
}
