import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveSignIn } from '../../db/session'
import { ApiError } from '../../sync/api-errors'
import { staffUser, tokens } from '../../../test/support/fixtures'
import { downloadDocument, filenameOf } from './download'

const clicked: string[] = []

beforeEach(async () => {
  await saveSignIn(tokens('1'), staffUser)
  clicked.length = 0
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }))
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download)
  })
})
afterEach(() => vi.restoreAllMocks())

const answer = (status: number, body: BodyInit | null, headers: Record<string, string>) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, headers })))

describe('downloadDocument', () => {
  it('saves the file on HTTP 200 under the name the server gives', async () => {
    answer(200, 'PK…', { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': "attachment; filename*=UTF-8''informe%20a%C3%B1o.xlsx" })
    await downloadDocument('/download-xlsx/x', 'informe.xlsx')
    expect(clicked).toEqual(['informe año.xlsx'])
  })

  it("saves nothing and throws the server's error on any other status", async () => {
    answer(403, JSON.stringify({ code: 'forbidden', message: 'No tiene permiso' }), { 'Content-Type': 'application/json' })
    const failure = await downloadDocument('/download-xlsx/x', 'informe.xlsx').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).code).toBe('forbidden')
    answer(204, null, {})
    await expect(downloadDocument('/download-xlsx/x', 'informe.xlsx')).rejects.toBeInstanceOf(ApiError)
    expect(clicked).toEqual([])
  })
})

describe('filenameOf', () => {
  it('reads plain and UTF-8 names, or none', () => {
    expect(filenameOf('attachment; filename="a.pdf"')).toBe('a.pdf')
    expect(filenameOf(null)).toBeNull()
  })
})
