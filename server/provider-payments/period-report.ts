import { words } from '../i18n/reader-language'
import ExcelJS from 'exceljs'
import { SHEET_DATE_FORMAT, sheetDate } from '../../src/domain/formats/dates'
import { companyToday } from '../../src/domain/rules/company-time'
import type { ProviderPayment } from '../../src/domain/payments/types'

/**
 * GET /download-xlsx/provider-payments/period-report?period_id=: the period's payments, one row
 * each, with a total. Amounts are written as numbers of dollars formatted with two decimals
 * (exact: each is an integer of cents divided by 100, and the total is a SUM formula the
 * workbook recomputes, beside our own integer total to compare).
 */
export async function periodPaymentsWorkbook(periodName: string, list: ProviderPayment[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.title = `${words('Pagos del periodo', 'Payments of the period')} ${periodName}`
  const sheet = workbook.addWorksheet(words('Pagos', 'Payments'))
  sheet.columns = [
    { header: words('Pago', 'Payment'), key: 'id', width: 8 },
    { header: words('Proveedor', 'Provider'), key: 'provider_name', width: 32 },
    { header: words('Factura', 'Bill'), key: 'bill_id', width: 10 },
    { header: words('Lote', 'Batch'), key: 'batch_name', width: 28 },
    { header: words('Estado', 'Status'), key: 'status_name', width: 16 },
    { header: words('Fecha efectiva', 'Effective date'), key: 'effective_date', width: 14, style: { numFmt: SHEET_DATE_FORMAT } },
    { header: words('Pagado', 'Paid'), key: 'paid_at', width: 14, style: { numFmt: SHEET_DATE_FORMAT } },
    { header: words('Cuenta', 'Account'), key: 'account_masked', width: 12 },
    { header: words('Traza', 'Trace'), key: 'trace_number', width: 18 },
    { header: words('Monto', 'Amount'), key: 'amount', width: 14, style: { numFmt: '#,##0.00' } },
  ]
  for (const payment of list) {
    sheet.addRow({
      ...payment,
      // Real date cells (a spreadsheet sorts and filters them); a payment is paid on the company's calendar day.
      effective_date: payment.effective_date ? sheetDate(payment.effective_date) : null,
      paid_at: payment.paid_at ? sheetDate(companyToday(new Date(payment.paid_at))) : null,
      amount: payment.amount_cents / 100,
    })
  }
  sheet.getRow(1).font = { bold: true }
  const live = list.filter((payment) => payment.status !== 'cancelled')
  const last = list.length + 1
  const totalCents = live.reduce((sum, payment) => sum + payment.amount_cents, 0)
  const total = sheet.addRow({ provider_name: words('Total (sin cancelados)', 'Total (without cancelled)'), amount: totalCents / 100 })
  total.font = { bold: true }
  if (list.length > 0) {
    sheet.addRow({ provider_name: words('Suma de la columna', 'Sum of the column'), amount: { formula: `SUM(J2:J${last})`, result: list.reduce((sum, payment) => sum + payment.amount_cents, 0) / 100 } })
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
