import { createWriteStream, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { constants, crc32, createDeflate } from 'node:zlib'
import ExcelJS from 'exceljs'
import { ACTIVE_STUDENT_COLUMNS } from '../../../src/domain/import/active-students'
import { VISIT_IMPORT_COLUMNS } from '../../../src/domain/visit-imports/visit-imports'
import { repoRoot } from '../server-process'

/**
 * The heavy inputs of issue 24, made once and kept in .tmp/bench-load (they take a while to
 * make and never change): what an outside probe sent when it froze the API.
 */
const folder = path.join(repoRoot, '.tmp', 'bench-load')

async function once(name: string, make: (file: string) => Promise<void>): Promise<string> {
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, name)
  if (!existsSync(file)) {
    console.log(`making ${name}…`)
    await make(`${file}.part`)
    renameSync(`${file}.part`, file)
  }
  return file
}

async function xlsx(file: string, header: string[], rows: number, row: (index: number) => (string | number)[]) {
  // Shared strings, as Excel writes them: a repeated name is stored once.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false })
  const sheet = workbook.addWorksheet('Hoja1')
  sheet.addRow(header).commit()
  for (let index = 0; index < rows; index++) sheet.addRow(row(index)).commit()
  sheet.commit()
  await workbook.commit()
}

/** 540,000 students' rows (about 9 MB of xlsx: the header names every column, rows fill two), 27 times the active-students limit. */
export const studentsXlsx = () =>
  once('active-students-540k-v2.xlsx', (file) =>
    xlsx(
      file,
      ACTIVE_STUDENT_COLUMNS.map((column) => column.header),
      540_000,
      (index) => [10_000_000 + index, 'Ana'],
    ),
  )

/** 10 MB of nothing but line breaks, as a CSV. */
export const blankCsv = () =>
  once('blank-lines-10mb.csv', async (file) => {
    writeFileSync(file, '\n'.repeat(10 * 1024 * 1024))
  })

/** 200,000 visits' rows, 3.3 times the visit import's limit. */
export const visitsXlsx = () =>
  once('visits-200k.xlsx', (file) =>
    xlsx(
      file,
      VISIT_IMPORT_COLUMNS.map((column) => column.header),
      200_000,
      (index) => [String(10_000_000 + (index % 1000)), '', 'bench@example.com', 'THL', '2026-02-02', '08:00', '30', ''],
    ),
  )

/** A PNG of 20,000 × 20,000 white pixels (grey, 8 bits): ~400 KB of file, 400 MB of pixels. */
export const hugePng = () =>
  once('scan-20000x20000.png', async (file) => {
    const side = 20_000
    const out = createWriteStream(file)
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8)
      head.writeUInt32BE(data.length, 0)
      head.write(type, 4, 'latin1')
      const crc = Buffer.alloc(4)
      crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
      out.write(Buffer.concat([head, data, crc]))
    }
    out.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const ihdr = Buffer.alloc(13)
    ihdr.writeUInt32BE(side, 0)
    ihdr.writeUInt32BE(side, 4)
    ihdr[8] = 8 // bit depth
    ihdr[9] = 0 // greyscale
    chunk('IHDR', ihdr)
    const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION })
    const parts: Buffer[] = []
    deflate.on('data', (part: Buffer) => parts.push(part))
    const line = Buffer.alloc(side + 1, 255)
    line[0] = 0
    for (let row = 0; row < side; row++) if (!deflate.write(line)) await new Promise((resolve) => deflate.once('drain', resolve))
    deflate.end()
    await finished(deflate)
    chunk('IDAT', Buffer.concat(parts))
    chunk('IEND', Buffer.alloc(0))
    out.end()
    await finished(out)
  })

export const sizeOf = (file: string) => `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`
