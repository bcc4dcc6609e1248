import { readFileSync } from 'node:fs'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OCR_CONFIDENCE_THRESHOLD, type OcrReading } from '../../src/domain/visit-logs/ocr'
import { providerLocationVisitLogs, referralStatuses, referrals, serviceSessions, students, visits } from '../db/schema'
import { multipart, officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { closeOcr } from './engine'
import { proposeRows, readDate, readSie, readTime } from './extract'
import { pdfJpegs } from './pages'

/**
 * OCR of paper visit logs, end to end: a visit log rendered with known values (the committed
 * fixture test/fixtures/ocr/visit-log.png, made by test/tools/make-ocr-fixture.ts) is uploaded,
 * read by tesseract in the background job, compared field by field, corrected and confirmed.
 */

const fixture = JSON.parse(readFileSync(new URL('../../test/fixtures/ocr/visit-log.json', import.meta.url), 'utf8')) as {
  rows: { date: string; time: string; sie: string }[]
}
const png = readFileSync(new URL('../../test/fixtures/ocr/visit-log.png', import.meta.url))
const isoOf = (date: string) => date.split('/').reverse().join('-')

const word = (text: string, confidence = 95) => ({ text, confidence, bbox: { x0: 0, y0: 0, x1: 1, y1: 1 } })

describe('extraction of dates, times and SIE numbers', () => {
  const feb = { year: 2026, month: 2 }
  it('reads the forms a log is written in, repairs look-alike letters and lowers their confidence', () => {
    expect(readDate(word('03/02/2026'), feb)).toEqual({ value: '2026-02-03', raw: '03/02/2026', confidence: 0.95, flagged: false })
    expect(readDate(word('3-2-26'), feb)?.value).toBe('2026-02-03')
    expect(readDate(word('O3/02/2026'), feb)).toMatchObject({ value: '2026-02-03', flagged: true })
    expect(readDate(word('31/02/2026'), feb)).toMatchObject({ value: null, flagged: true })
    // Outside the log's month: kept, but flagged.
    expect(readDate(word('03/04/2026'), feb)).toMatchObject({ value: '2026-04-03', flagged: true })
    expect(readTime(word('1:15'), word('pm'))).toMatchObject({ field: { value: '13:15', flagged: false }, words: 2 })
    expect(readTime(word('22:00'), undefined)?.field).toMatchObject({ value: '22:00', flagged: true })
    expect(readSie(word('12345678'))).toMatchObject({ value: '12345678', flagged: false })
    expect(readSie(word('1234S678'))).toMatchObject({ value: '12345678', flagged: true })
    expect(readSie(word('1234567'))).toBeNull()
    expect(OCR_CONFIDENCE_THRESHOLD).toBeGreaterThan(0.5)
  })

  it('a row needs its SIE number or a date and a time; headings are not rows', () => {
    const line = (...texts: string[]) => ({ text: texts.join(' '), confidence: 95, words: texts.map((text) => word(text)) })
    const rows = proposeRows([line('Mes:', 'febrero', 'de', '2026'), line('Fecha', 'Hora', 'Número', 'SIE'), line('03/02/2026', '08:30', '1234', '5678', 'Ana'), line('05/02/2026', 'Luis')], feb)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ line: 3, date: { value: '2026-02-03' }, time: { value: '08:30' }, sie_number: { value: '12345678', flagged: true } })
  })

  it('takes the JPEG pages out of a scanner PDF', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9])
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length 9 >>\nstream\n'), jpeg, Buffer.from('\nendstream\nendobj\n')])
    expect(pdfJpegs(pdf).map((image) => Buffer.from(image))).toEqual([jpeg])
    expect(pdfJpegs(Buffer.from('%PDF-1.4 no images'))).toEqual([])
  })
})

describe('POST /provider-location-visit-logs/ocr-upload and the confirmation', () => {
  let t: TestApp
  let api: ReturnType<typeof officeClient>
  let target: { provider_id: number; location_id: number; student_id: number; sie: string }
  beforeAll(async () => {
    t = await createTestApp()
    api = officeClient(t)
    // A student with an active referral of a provider at a location: the correction's target.
    const [found] = await t.db
      .select({ provider_id: referrals.provider_id, location_id: referrals.location_id, student_id: students.id, sie: students.sie_number })
      .from(referrals)
      .innerJoin(students, eq(students.id, referrals.student_id))
      .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
      .where(and(eq(referralStatuses.name, 'Activo'), sql`${referrals.provider_id} is not null`))
      .orderBy(referrals.id)
      .limit(1)
    target = { ...found!, provider_id: found!.provider_id! }
    // The fixture is February 2026: no seeded log may hold that month for this provider and place.
    await t.db
      .delete(providerLocationVisitLogs)
      .where(and(eq(providerLocationVisitLogs.provider_id, target.provider_id), eq(providerLocationVisitLogs.location_id, target.location_id), eq(providerLocationVisitLogs.year, 2026), eq(providerLocationVisitLogs.month, 2)))
  })
  afterAll(async () => {
    await closeOcr()
    await t?.close()
  })

  async function uploadNew(account: Account) {
    const form = new FormData()
    for (const [key, value] of Object.entries({ provider_id: target.provider_id, location_id: target.location_id, year: 2026, month: 2 })) form.set(key, String(value))
    form.set('file', new Blob([new Uint8Array(png)]), 'registro-febrero.png')
    const response = await t.authed('/api/provider-location-visit-logs/ocr-upload', await api.token(account), await multipart(form))
    return { status: response.status, body: await response.json() }
  }

  async function readingWhenDone(logId: number): Promise<OcrReading> {
    const start = Date.now()
    for (;;) {
      const answer = await api.get('billing', `/api/provider-location-visit-logs/${logId}/ocr`)
      expect(answer.status).toBe(200)
      if (answer.body.status !== 'queued' && answer.body.status !== 'reading') return answer.body
      if (Date.now() - start > 90_000) throw new Error('OCR did not finish')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  it('reads the rendered log field by field, and only a confirmation by the holder makes visits', { timeout: 150_000 }, async () => {
    expect((await uploadNew('provider')).status).toBe(403)
    const uploaded = await uploadNew('billing')
    expect(uploaded).toMatchObject({ status: 202, body: { reading: { status: 'queued' } } })
    const logId: number = uploaded.body.log_id

    const reading = await readingWhenDone(logId)
    expect(reading).toMatchObject({ status: 'proposed', pages: 1, error_code: null, progress: 1 })
    // Field by field against the values the image was rendered with.
    expect(reading.rows.map((row) => [row.date.value, row.time.value, row.sie_number.value])).toEqual(fixture.rows.map((row) => [isoOf(row.date), row.time, row.sie]))
    for (const row of reading.rows) {
      for (const read of [row.date, row.time, row.sie_number]) expect(read.flagged, JSON.stringify(read)).toBe(false)
    }
    const job = await api.get('billing', `/api/provider-location-visit-logs/ocr-jobs/${reading.job_id}`)
    expect(job).toMatchObject({ status: 200, body: { state: 'completed', progress: 1 } })
    // A provider may not follow OCR jobs at all: refused before the job is looked up.
    expect((await api.get('provider2', `/api/provider-location-visit-logs/ocr-jobs/${reading.job_id}`)).status).toBe(403)

    const log = (await api.get('billing', `/api/provider-location-visit-logs/${logId}`)).body
    const asRead = reading.rows.map((row) => ({ date: row.date.value, time: row.time.value, sie_number: row.sie_number.value }))
    const confirm = (body: unknown) => api.call('billing', 'POST', `/api/provider-location-visit-logs/${logId}/ocr/confirm`, body)
    // Nobody holds the log yet: claim first.
    expect(await confirm({ reading_id: reading.id, hash: log.hash, rows: asRead })).toMatchObject({ status: 409, body: { code: 'claim_required' } })
    const claimed = await api.call('billing', 'POST', `/api/provider-location-visit-logs/${logId}/claim`, { hash: log.hash })
    expect(claimed.status).toBe(200)
    // The rendered SIE numbers name no student here: each row says why.
    const refused = await confirm({ reading_id: reading.id, hash: claimed.body.hash, rows: asRead })
    expect(refused).toMatchObject({ status: 422, body: { errors: { 'rows.0.sie_number': 'unknown_student', 'rows.2.sie_number': 'unknown_student' } } })
    expect(await confirm({ reading_id: reading.id, hash: 'stale', rows: asRead })).toMatchObject({ status: 409, body: { code: 'version_conflict' } })

    // The clerk corrects the numbers to the student she recognises, and confirms.
    const corrected = asRead.map((row) => ({ ...row, sie_number: target.sie }))
    const done = await confirm({ reading_id: reading.id, hash: claimed.body.hash, rows: corrected })
    expect(done).toMatchObject({ status: 200, body: { sessions: 3, visits: 3 } })
    const made = await t.db
      .select({ date: serviceSessions.date, time: serviceSessions.time })
      .from(visits)
      .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
      .where(and(eq(visits.student_id, target.student_id), inArray(serviceSessions.date, corrected.map((row) => row.date!)), eq(serviceSessions.notes, `Registro de visitas en papel #${logId} (OCR confirmado)`)))
    expect(made.map((row) => `${row.date} ${row.time}`).sort()).toEqual(corrected.map((row) => `${row.date} ${row.time}`).sort())
    // Confirmed once: a second confirmation adds nothing.
    expect(await confirm({ reading_id: reading.id, hash: claimed.body.hash, rows: corrected })).toMatchObject({ status: 409, body: { code: 'reading_not_ready' } })

    const events = (await api.get('billing', `/api/provider-location-visit-logs/${logId}/events`)).body as { action: string }[]
    expect(events.map((event) => event.action)).toEqual(['create', 'ocr-upload', 'ocr-read', 'claim', 'ocr-confirm'])
  })

  it('refuses a log that does not exist or cannot be seen, and a body without log_id', async () => {
    expect((await api.call('billing', 'POST', '/api/provider-location-visit-logs/ocr-upload', { log_id: 999999 })).status).toBe(404)
    expect(await api.call('billing', 'POST', '/api/provider-location-visit-logs/ocr-upload', {})).toMatchObject({ status: 422 })
    expect((await api.get('billing', '/api/provider-location-visit-logs/ocr-jobs/not-a-uuid')).status).toBe(404)
  })
})
