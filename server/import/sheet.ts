import { ACTIVE_STUDENT_COLUMNS, IMPORT_MAX_ROWS, type ActiveStudentColumn } from '../../src/domain/import/active-students'
import { HttpError } from '../http/errors'
import { foldText } from '../students/search-text'
import { runInWorker, WorkerOutOfMemory } from '../workers/run'
import { readSheetTask, type SheetAnswer, type SheetTask } from './sheet-stream'
import { checkZipExpansion } from './zip-limits'

/**
 * Reads an uploaded spreadsheet (xlsx or csv) into named columns. Everything wrong with the file
 * as a whole — not a spreadsheet, empty, missing columns, too many rows — is refused here with
 * a 4xx and a code, before any row is looked at, so a bad file changes nothing.
 *
 * The reading itself happens in a worker thread (workers/sheet.worker.ts), streaming, and stops
 * at the first limit passed, so no file stalls the API or holds the process's memory: what is
 * known before parsing is checked first (the body's size, by body-limits.ts; an xlsx's declared
 * expansion, zip-limits.ts), the rest while streaming (rows, lines).
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

/** Blank lines are allowed between rows, but not without end: as many again as the rows allowed. */
export const maxLinesOf = (maxRows: number) => 2 * maxRows + 100

/** A thread's heap for one sheet: a 60,000-row visit import needs about a third of it. */
const SHEET_HEAP_MB = 384

/**
 * Below this a file is read in the request's own thread: it takes less than starting a thread
 * (some tens of milliseconds), and the limits stop it just the same.
 */
export const IN_THREAD_MAX_BYTES = 256 * 1024

async function readInWorker(task: SheetTask): Promise<SheetAnswer> {
  if (task.bytes.length <= IN_THREAD_MAX_BYTES) return readSheetTask(task)
  // A copy of the bytes is handed over (transferred, not cloned): the caller keeps its own.
  const bytes = task.bytes.slice()
  try {
    return await runInWorker<SheetTask, SheetAnswer>('sheet', { ...task, bytes }, { transfer: [bytes.buffer], maxHeapMb: SHEET_HEAP_MB })
  } catch (error) {
    if (error instanceof WorkerOutOfMemory) throw new HttpError(413, 'import_expanded_too_large', 'El archivo necesita más memoria de la permitida para leerse.')
    throw error
  }
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
  if (isZip(bytes)) checkZipExpansion(bytes)
  const tooMany = () => badFile('import_too_many_rows', `El archivo tiene más de ${options.maxRows} filas.`)
  const read = await readInWorker({ bytes, kind: isZip(bytes) ? 'xlsx' : 'csv', maxRows: options.maxRows, maxLines: maxLinesOf(options.maxRows) })
  if (!read.ok) {
    if (read.code === 'import_too_many_rows') throw tooMany()
    throw read.code === 'import_empty' ? badFile('import_empty', 'El archivo no tiene datos.') : badFile('import_bad_file', 'El archivo no es una hoja de cálculo válida.')
  }
  const [header, ...data] = read.rows
  if (!header) throw badFile('import_empty', 'El archivo no tiene datos.')
  const indexes = columnIndexes(header.cells, columns)
  const rows = data.map(({ row: number, cells }) => {
    const row = { row: number } as SheetRowOf<K>
    for (const column of columns) (row as Record<K, string>)[column.key] = cells[indexes.get(column.key) ?? -1] ?? ''
    return row
  })
  if (rows.length === 0) throw badFile('import_empty', options.noRows)
  if (rows.length > options.maxRows) throw tooMany()
  return rows
}
