import { deflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { ACTIVE_STUDENT_COLUMNS } from '../../src/domain/import/active-students'
import { HttpError } from '../http/errors'
import { IN_THREAD_MAX_BYTES, readSheet } from './sheet'
import { checkZipExpansion } from './zip-limits'

/**
 * The limits known before a sheet is read whole (issue 24): each is answered with a 4xx and the
 * code that names it, and the reading stops there.
 */
const HEADER = ACTIVE_STUDENT_COLUMNS.map((column) => column.header)
const refusal = async (run: () => Promise<unknown>) => {
  const error = await run().then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(HttpError)
  return { status: (error as HttpError).status, code: (error as HttpError).code }
}
const read = (bytes: Uint8Array, name: string, maxRows = 3) => readSheet(bytes, name, ACTIVE_STUDENT_COLUMNS, { maxRows, noRows: 'sin filas' })

/** A zip of one entry, deflated, with the sizes its central directory declares. */
function zipOf(name: string, content: Uint8Array): Uint8Array {
  const data = deflateRawSync(content)
  const fileName = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(content.length, 22)
  local.writeUInt16LE(fileName.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(content.length, 24)
  central.writeUInt16LE(fileName.length, 28)
  const centralAt = local.length + fileName.length + data.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + fileName.length, 12)
  end.writeUInt32LE(centralAt, 16)
  return new Uint8Array(Buffer.concat([local, fileName, data, central, fileName, end]))
}

describe('sheet limits', () => {
  it('refuses an xlsx whose entries declare a zip bomb’s expansion, before inflating it (413 import_expanded_too_large)', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', new Uint8Array(20 * 1024 * 1024))
    expect(bomb.length).toBeLessThan(100 * 1024)
    expect(() => checkZipExpansion(bomb)).toThrow(HttpError)
    expect(await refusal(() => read(bomb, 'bomba.xlsx'))).toEqual({ status: 413, code: 'import_expanded_too_large' })
    // An ordinary entry passes.
    expect(() => checkZipExpansion(zipOf('xl/worksheets/sheet1.xml', new TextEncoder().encode('<sheetData/>')))).not.toThrow()
  })

  it('stops an xlsx at the first row past the limit (422 import_too_many_rows), in a worker thread when the file is large', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Activos')
    sheet.addRow(HEADER)
    for (let row = 0; row < 5; row++) sheet.addRow([String(10_000_000 + row), 'Ana', 'Rivera', '', '2015-01-01', '70235'])
    const small = new Uint8Array(await workbook.xlsx.writeBuffer())
    expect(small.length).toBeLessThan(IN_THREAD_MAX_BYTES)
    expect(await refusal(() => read(small, 'activos.xlsx', 3))).toEqual({ status: 422, code: 'import_too_many_rows' })
    expect(await read(small, 'activos.xlsx', 5)).toHaveLength(5)
    // Past IN_THREAD_MAX_BYTES the same reading runs in a thread of its own (workers/run.ts).
    for (let row = 5; row < 21_000; row++) sheet.addRow([10_000_000 + row, `Nombre ${row}`, `Apellido ${row}`, '', '2015-01-01', 70_000 + row])
    const large = new Uint8Array(await workbook.xlsx.writeBuffer())
    expect(large.length).toBeGreaterThan(IN_THREAD_MAX_BYTES)
    expect(await refusal(() => read(large, 'activos.xlsx', 20_000))).toEqual({ status: 422, code: 'import_too_many_rows' })
  }, 120_000)

  it('stops a csv at the limit of rows, and one of blank lines at the limit of lines (422 import_too_many_rows)', async () => {
    const rows = [HEADER.join(','), ...Array.from({ length: 5 }, (_, row) => `${10_000_000 + row},Ana,Rivera,,2015-01-01,70235,,`)].join('\n')
    expect(await refusal(() => read(new TextEncoder().encode(rows), 'activos.csv'))).toEqual({ status: 422, code: 'import_too_many_rows' })
    // 2 × 3 + 100 lines are allowed: blank lines between rows are fine, a file of them is not.
    const blank = new TextEncoder().encode(`${HEADER.join(',')}${'\n'.repeat(200)}1,a,b,,2015-01-01,1,,`)
    expect(await refusal(() => read(blank, 'vacio.csv'))).toEqual({ status: 422, code: 'import_too_many_rows' })
    const spaced = new TextEncoder().encode(`${HEADER.join(',')}\n\n\n10000000,Ana,Rivera,,2015-01-01,70235,,\n\n`)
    expect(await read(spaced, 'activos.csv')).toEqual([expect.objectContaining({ row: 4, sie_number: '10000000' })])
  })
})
