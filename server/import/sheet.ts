import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { ACTIVE_STUDENT_COLUMNS, IMPORT_MAX_ROWS, type ActiveStudentColumn } from '../../src/domain/import/active-students'
import { HttpError } from '../http/errors'
import { foldText } from '../students/search-text'

/**
 * Reads an uploaded spreadsheet (xlsx or csv) into named columns. Everything wrong with the file
 * as a whole — not a spreadsheet, empty, missing columns, too many rows — is refused here with
 * a 4xx and a code, before any row is looked at, so a bad file changes nothing.
 */

export type SheetRow = SheetRowOf<ActiveStudentColumn>

/** A row of any import's sheet: its number (the header is row 1) and its cells by column key. */
export type SheetRowOf<K extends string> = { row: number } & Record<K, string>

/** A column an import reads: its key, the header the district uses, and whether the file must have it. */
export interface SheetColumn<K extends string> {
  key: K
  header: string
  required: boolean
}

const badFile = (code: string, message: string, errors?: Record<string, string>) => new HttpError(422, code, message, errors)

/** A cell as text; dates become yyyy-MM-dd, numbers lose a spurious ".0". */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  // A time-only cell (a visit's hour) is a Date on Excel's day zero, 1899-12-30: keep its HH:mm.
  if (value instanceof Date) return value.getUTCFullYear() < 1900 ? value.toISOString().slice(11, 16) : value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> }
    if (cell.richText) return cell.richText.map((part) => part.text).join('')
    if (cell.result !== undefined) return cellText(cell.result)
    if (typeof cell.text === 'string') return cell.text
    return ''
  }
  return String(value).trim()
}

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw badFile('import_bad_file', 'El archivo no es una hoja de cálculo válida.')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw badFile('import_empty', 'El archivo no tiene hojas.')
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as unknown[]
    rows[number - 1] = values.slice(1).map(cellText)
  })
  return Array.from(rows, (row) => row ?? [])
}

function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '')
  if (text.includes('\u0000')) throw badFile('import_bad_file', 'El archivo no es una hoja de cálculo válida.')
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false })
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '').trim()))
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, index) => bytes[index] === byte)

/** Columns by header, matched without case or accents ("codigo de escuela" = "Código de escuela"). */
function columnIndexes<K extends string>(header: string[], columns: readonly SheetColumn<K>[]): Map<K, number> {
  const positions = new Map(header.map((name, index) => [foldText(name.trim()), index]))
  const indexes = new Map<K, number>()
  const missing: Record<string, string> = {}
  for (const column of columns) {
    const index = positions.get(foldText(column.header))
    if (index !== undefined) indexes.set(column.key, index)
    else if (column.required) missing[column.header] = 'missing_column'
  }
  if (Object.keys(missing).length > 0) throw badFile('import_missing_columns', 'Al archivo le faltan columnas requeridas.', missing)
  return indexes
}

export async function readActiveStudentsSheet(bytes: Uint8Array, filename: string): Promise<SheetRow[]> {
  return readSheet(bytes, filename, ACTIVE_STUDENT_COLUMNS, { maxRows: IMPORT_MAX_ROWS, noRows: 'El archivo no tiene filas de estudiantes.' })
}

/** Any import's sheet (xlsx or csv) as rows of named cells; a bad file as a whole is a 4xx here. */
export async function readSheet<K extends string>(
  bytes: Uint8Array,
  filename: string,
  columns: readonly SheetColumn<K>[],
  options: { maxRows: number; noRows: string },
): Promise<SheetRowOf<K>[]> {
  if (bytes.length === 0) throw badFile('import_empty', 'El archivo está vacío.')
  const looksCsv = /\.(csv|txt)$/i.test(filename)
  if (!isZip(bytes) && !looksCsv) throw new HttpError(415, 'import_unsupported_type', 'Suba un archivo .xlsx o .csv.')
  const table = isZip(bytes) ? await xlsxRows(bytes) : csvRows(bytes)
  const firstRow = table.findIndex((row) => row.some((cell) => cell !== ''))
  if (firstRow < 0) throw badFile('import_empty', 'El archivo no tiene datos.')
  const indexes = columnIndexes(table[firstRow]!, columns)
  const rows: SheetRowOf<K>[] = []
  for (let index = firstRow + 1; index < table.length; index++) {
    const cells = table[index]!
    if (!cells.some((cell) => cell !== '')) continue
    const row = { row: index + 1 } as SheetRowOf<K>
    for (const column of columns) (row as Record<K, string>)[column.key] = cells[indexes.get(column.key) ?? -1] ?? ''
    rows.push(row)
  }
  if (rows.length === 0) throw badFile('import_empty', options.noRows)
  if (rows.length > options.maxRows) throw badFile('import_too_many_rows', `El archivo tiene más de ${options.maxRows} filas.`)
  return rows
}
