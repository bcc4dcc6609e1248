import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { Context } from 'hono'
import { SHEET_DATE_FORMAT, SHEET_DATETIME_FORMAT, sheetDate } from '../../src/domain/formats/dates'
import { companyTimeNow, companyToday } from '../../src/domain/rules/company-time'
import { CONTENT_TYPES, contentDisposition } from '../http/binary'

/**
 * Workbooks written as they are sent: exceljs' streaming writer commits each row into the zip
 * stream, so a year of visits is never held as a whole workbook in memory (only its rows, read
 * before the first byte goes out, so a failing read still answers JSON with a code).
 */

export type CellValue = string | number | Date | null

export interface SheetColumn<K extends string = string> {
  key: K
  header: string
  width: number
  /** Excel number format: dates SHEET_DATE_FORMAT (mm/dd/yyyy), datetimes SHEET_DATETIME_FORMAT, integers '0', percents '0%'. */
  numFmt?: string
}

export interface Sheet<K extends string = string> {
  name: string
  columns: readonly SheetColumn<K>[]
  rows: Iterable<Record<K, CellValue>>
}

/** Spec §3: people read MM/dd/yyyy, in a workbook too (the shared date helper's Excel spelling). */
export const DATE_FORMAT = SHEET_DATE_FORMAT
export const DATETIME_FORMAT = SHEET_DATETIME_FORMAT

/** A yyyy-MM-dd date as the Date exceljs writes as that day (Excel has no time zone: midnight UTC). */
export const excelDate = sheetDate

/** A moment as the wall-clock time the company's office saw it, for a zone-less Excel cell. */
export const excelDateTime = (moment: Date): Date => new Date(`${companyToday(moment)}T${companyTimeNow(moment)}:00Z`)

/** Streams the sheets as an .xlsx answer (200, no caching, the download name). */
export function streamWorkbook(c: Context, filename: string, sheets: readonly Sheet[], title?: string): Response {
  const output = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false })
  if (title) workbook.title = title
  workbook.creator = 'Bitácora'
  const write = async () => {
    for (const spec of sheets) {
      const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] })
      sheet.columns = spec.columns.map((column) => ({ header: column.header, key: column.key, width: column.width, style: column.numFmt ? { numFmt: column.numFmt } : {} }))
      const header = sheet.getRow(1)
      header.font = { bold: true }
      header.commit()
      for (const row of spec.rows) sheet.addRow(row).commit()
      sheet.commit()
    }
    await workbook.commit()
  }
  // A failure mid-way can only cut the stream (the status is sent): the client sees a broken download, not a wrong one.
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))))
  return c.body(Readable.toWeb(output) as unknown as ReadableStream, 200, {
    'Content-Type': CONTENT_TYPES.xlsx,
    'Content-Disposition': contentDisposition(filename),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
}
