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
    title: `Lote de pago ${batch.id}`,
    documents: [
      {
        title: `Lote de pago núm. ${batch.id}: ${batch.name}`,
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['Estado', batch.status_name],
              ['Fecha efectiva', batch.effective_date ? formatDate(batch.effective_date) : null],
              ['Responsable', batch.owner_name],
              ['Enviado por', batch.submitted_by_name],
              ['Aprobado por', batch.approved_by_name],
              ['Procesado por', batch.claimed_by_name],
              ['Archivo ACH generado', batch.ach_generated_at ? `${when(batch.ach_generated_at)} — ${batch.ach_generated_by_name ?? ''}` : null],
              ['Pagos', String(batch.payment_count)],
              ['Total', formatCents(batch.total_cents)],
              ['Notas', batch.notes],
            ],
          },
          { kind: 'heading', text: 'Pagos' },
          {
            kind: 'table',
            rowHeight: 14,
            columns: [{ header: 'Pago', width: 45 }, { header: 'Proveedor' }, { header: 'Periodo', width: 110 }, { header: 'Cuenta', width: 70 }, { header: 'Estado', width: 60 }, { header: 'Monto', width: 75 }],
            rows: [
              ...list
                .filter((payment) => payment.status !== 'cancelled')
                .map((payment) => [String(payment.id), payment.provider_name, payment.period_name, payment.account_masked ?? '—', payment.status_name, formatCents(payment.amount_cents)]),
              [{ text: 'Total', colSpan: 5 }, formatCents(batch.total_cents)],
            ],
          },
          { kind: 'signatures', labels: ['Preparado por', 'Aprobado por'] },
        ],
      },
    ],
  })
}
