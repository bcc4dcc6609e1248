import { words } from '../i18n/reader-language'
import ExcelJS from 'exceljs'
import type { ImportJob, ImportReportRow } from '../../src/domain/import/active-students'

const statusName = (status: ImportReportRow['status']): string =>
  ({
    updated: words('Actualizado', 'Updated'),
    unchanged: words('Sin cambios', 'Unchanged'),
    referral_changed: words('Referido cambiado', 'Referral changed'),
    refused: words('Rechazado', 'Refused'),
  })[status]

/** The report as a workbook, for the download of /tasks/import. */
export async function reportWorkbook(job: ImportJob, rows: ImportReportRow[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(words('Informe', 'Report'))
  sheet.columns = [
    { header: words('Fila', 'Row'), key: 'row', width: 8 },
    { header: 'SIE', key: 'sie_number', width: 12 },
    { header: words('Estudiante', 'Student'), key: 'student_id', width: 12 },
    { header: words('Resultado', 'Result'), key: 'status', width: 20 },
    { header: words('Referido cambiado', 'Referral changed'), key: 'referral_changed', width: 18 },
    { header: words('Motivo', 'Reason'), key: 'reason', width: 24 },
    { header: words('Columna', 'Column'), key: 'column', width: 20 },
  ]
  for (const row of rows) {
    sheet.addRow({ ...row, status: statusName(row.status), referral_changed: row.referral_changed ? words('Sí', 'Yes') : 'No' })
  }
  sheet.getRow(1).font = { bold: true }
  workbook.title = `${words('Importación', 'Import')} ${job.id}: ${job.filename}`
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
