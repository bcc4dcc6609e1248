import ExcelJS from 'exceljs'
import type { ImportJob, ImportReportRow } from '../../src/domain/import/active-students'

const STATUS_NAMES: Record<ImportReportRow['status'], string> = {
  updated: 'Actualizado',
  unchanged: 'Sin cambios',
  referral_changed: 'Referido cambiado',
  refused: 'Rechazado',
}

/** The report as a workbook, for the download of /tasks/import. */
export async function reportWorkbook(job: ImportJob, rows: ImportReportRow[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Informe')
  sheet.columns = [
    { header: 'Fila', key: 'row', width: 8 },
    { header: 'SIE', key: 'sie_number', width: 12 },
    { header: 'Estudiante', key: 'student_id', width: 12 },
    { header: 'Resultado', key: 'status', width: 20 },
    { header: 'Referido cambiado', key: 'referral_changed', width: 18 },
    { header: 'Motivo', key: 'reason', width: 24 },
    { header: 'Columna', key: 'column', width: 20 },
  ]
  for (const row of rows) {
    sheet.addRow({ ...row, status: STATUS_NAMES[row.status], referral_changed: row.referral_changed ? 'Sí' : 'No' })
  }
  sheet.getRow(1).font = { bold: true }
  workbook.title = `Importación ${job.id}: ${job.filename}`
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
