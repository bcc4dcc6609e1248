import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { cellText } from './cell-text'

/**
 * Reads an uploaded sheet streaming, and stops as soon as a limit is passed: more than
 * `maxRows` rows with data, or a row number past `maxLines` (blank lines count there, so a file
 * of nothing but line breaks stops early too). Only the rows with data come back, with their
 * row numbers; the first one is the header. Runs in a worker thread (workers/sheet.worker.ts)
 * for any file big enough to be felt, in the caller's thread for small ones (sheet.ts).
 */
export interface SheetTask {
  bytes: Uint8Array
  kind: 'xlsx' | 'csv'
  maxRows: number
  maxLines: number
}

export type SheetAnswer =
  | { ok: true; rows: { row: number; cells: string[] }[] }
  | { ok: false; code: 'import_bad_file' | 'import_empty' | 'import_too_many_rows' }

class Stop extends Error {
  constructor(readonly code: 'import_too_many_rows') {
    super(code)
  }
}

function collector(task: SheetTask) {
  const rows: { row: number; cells: string[] }[] = []
  return {
    rows,
    add(row: number, cells: string[]) {
      if (row > task.maxLines) throw new Stop('import_too_many_rows')
      if (!cells.some((cell) => cell !== '')) return
      rows.push({ row, cells })
      // The header plus maxRows rows of data, and one more tells the limit was passed.
      if (rows.length > task.maxRows + 1) throw new Stop('import_too_many_rows')
    },
  }
}

async function readXlsx(task: SheetTask): Promise<SheetAnswer> {
  const found = collector(task)
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  })
  try {
    // The first sheet only: the imports read one.
    for await (const sheet of reader) {
      for await (const row of sheet) found.add(row.number, (row.values as unknown[]).slice(1).map(cellText))
      break
    }
  } catch (error) {
    if (error instanceof Stop) return { ok: false, code: error.code }
    return { ok: false, code: 'import_bad_file' }
  }
  return { ok: true, rows: found.rows }
}

function readCsv(task: SheetTask): SheetAnswer {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(task.bytes).replace(/^\uFEFF/, '')
  if (text.includes('\u0000')) return { ok: false, code: 'import_bad_file' }
  const found = collector(task)
  let line = 0
  let stopped: Stop | null = null
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      try {
        found.add(++line, result.data.map((cell) => String(cell ?? '').trim()))
      } catch (error) {
        stopped = error as Stop
        parser.abort()
      }
    },
  })
  if (stopped) return { ok: false, code: (stopped as Stop).code }
  return { ok: true, rows: found.rows }
}

/** The whole reading, wherever it runs (in this thread for small files, sheet.ts). */
export const readSheetTask = (task: SheetTask): Promise<SheetAnswer> => (task.kind === 'xlsx' ? readXlsx(task) : Promise.resolve(readCsv(task)))
