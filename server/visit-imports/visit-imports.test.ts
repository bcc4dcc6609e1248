import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VISIT_IMPORT_HEADER } from '../../src/domain/visit-imports/visit-imports'
import { customers, referralStatuses, referrals, roles, serviceSessions, services, students, userRoles, users, visitImportVisits, visitPeriods, visits } from '../db/schema'
import { multipart, officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let february: { id: number; start_date: string; end_date: string }
let carlosId: number
let marisolId: number
/** Two of Marisol's active referrals in force all February, each with its student and service. */
let mine: { number: string; sie: string; service: string; referralId: number; customerId: number }[]
/** An active referral of another customer than ORE San Juan (for the scoped clerk). */
let sanJuan: number

const userOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!

async function upload(account: Account, csv: string, options: { name?: string; toDate?: string; periodId?: number; wait?: boolean } = {}) {
  const data = new FormData()
  data.set('file', new File([csv], options.name ?? 'visitas.csv', { type: 'text/csv' }))
  if (options.toDate) data.set('to_date', options.toDate)
  const path = `/api/service-visits/periods/${options.periodId ?? february.id}/imports${options.wait === false ? '' : '?wait=true'}`
  const response = await t.authed(path, await api.token(account), await multipart(data))
  return { status: response.status, body: await response.json() }
}

const line = (cells: { sie: string; referral?: string; provider: string | number; service: string; date: string; time: string; duration?: string; outcome?: string }) =>
  [cells.sie, cells.referral ?? '', cells.provider, cells.service, cells.date, cells.time, cells.duration ?? '30', cells.outcome ?? ''].join(',')

const importedVisits = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(visitImportVisits))[0]!.n
const allVisits = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(visits))[0]!.n

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisolId = (await userOf('terapeuta@example.com')).provider_id!
  carlosId = (await userOf('terapeuta2@example.com')).provider_id!
  sanJuan = (await t.db.select().from(customers)).find((row) => row.short_name === 'ORE San Juan')!.id
  const [billingRole] = await t.db.select().from(roles).where(eq(roles.name, 'Facturación'))
  await t.db.insert(userRoles).values({ user_id: (await userOf('region@example.com')).id, role_id: billingRole!.id, customer_id: sanJuan })
  february = (await t.db.select().from(visitPeriods).where(eq(visitPeriods.start_date, '2026-02-01')))[0]!
  const rows = await t.db
    .select({ number: referrals.number, sie: students.sie_number, service: services.code, referralId: referrals.id, customerId: referrals.customer_id })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(and(eq(referrals.provider_id, marisolId), eq(referralStatuses.name, 'Activo'), sql`${referrals.start_date} <= '2026-02-01'`, sql`${referrals.customer_id} <> ${sanJuan}`))
    .orderBy(referrals.id)
    .limit(2)
  mine = rows
  expect(mine).toHaveLength(2)
})
afterAll(() => t?.close())

describe('POST /service-visits/periods/{id}/imports', () => {
  let importId: number
  let csv: string

  it('commits the good rows as visits of the period and keeps each bad one as an error with its code and values', async () => {
    const [a, b] = mine as [(typeof mine)[number], (typeof mine)[number]]
    const visitsBefore = await allVisits()
    const importedBefore = await importedVisits()
    const recordedBefore = (await api.get('billing', `/api/service-visits/periods/${february.id}`)).body.totals.recorded
    csv = [
      VISIT_IMPORT_HEADER,
      line({ sie: a.sie, referral: a.number, provider: marisolId, service: a.service, date: '2026-02-03', time: '16:00' }),
      line({ sie: b.sie, provider: 'terapeuta@example.com', service: b.service, date: '02/04/2026', time: '16:30', duration: '45', outcome: 'Ausente' }),
      line({ sie: b.sie, provider: 'terapeuta@example.com', service: b.service, date: '2026-02-04', time: '16:30', duration: '45', outcome: 'Ausente' }),
      line({ sie: '1234', provider: marisolId, service: a.service, date: '2026-02-05', time: '16:00' }),
      line({ sie: '99999999', provider: marisolId, service: a.service, date: '2026-02-05', time: '16:00' }),
      line({ sie: a.sie, provider: marisolId, service: a.service, date: '2026-03-02', time: '16:00' }),
      line({ sie: a.sie, provider: carlosId, service: a.service, date: '2026-02-06', time: '16:00' }),
      line({ sie: a.sie, provider: marisolId, service: a.service, date: '2026-02-06', time: '21:00' }),
      line({ sie: a.sie, provider: marisolId, service: a.service, date: '2026-02-06', time: '16:00', duration: '37' }),
      line({ sie: a.sie, provider: marisolId, service: 'ZZZ', date: '2026-02-06', time: '16:00' }),
    ].join('\n')
    const answer = await upload('billing', csv)
    expect(answer.status).toBe(200)
    expect(answer.body.repeated).toBe(false)
    expect(answer.body.import).toMatchObject({ status: 'done', total_rows: 10, processed_rows: 10, counts: { imported: 2, skipped: 1, ignored: 0, errors: 7 }, open_errors: 7 })
    importId = answer.body.import.id
    expect(await allVisits()).toBe(visitsBefore + 2)
    expect(await importedVisits()).toBe(importedBefore + 2)
    // They count in the period like recorded ones.
    expect((await api.get('billing', `/api/service-visits/periods/${february.id}`)).body.totals.recorded).toBe(recordedBefore + 2)
    const [session] = await t.db
      .select()
      .from(serviceSessions)
      .innerJoin(visits, eq(visits.session_id, serviceSessions.id))
      .where(and(eq(visits.referral_id, a.referralId), eq(serviceSessions.date, '2026-02-03'), eq(serviceSessions.time, '16:00')))
    expect(session!.service_sessions).toMatchObject({ provider_id: marisolId, notes: 'Importada de visitas.csv' })

    const errors = await api.get('billing', `/api/service-visits/periods/imports/${importId}/errors`)
    expect(errors.body.total).toBe(7)
    expect(errors.body.items.map((error: { row: number; code: string; column: string }) => [error.row, error.code, error.column])).toEqual([
      [5, 'invalid_sie_number', 'sie_number'],
      [6, 'unknown_student', 'sie_number'],
      [7, 'outside_period', 'date'],
      [8, 'referral_other_provider', 'provider'],
      [9, 'time_window', 'time'],
      [10, 'unknown_duration', 'duration'],
      [11, 'unknown_service', 'service_code'],
    ])
    expect(errors.body.items[0]).toMatchObject({ status: 'open', values: { sie_number: '1234', provider: String(marisolId), date: '2026-02-05', time: '16:00', duration: '30' } })
    const open = await api.get('billing', `/api/service-visits/periods/imports/${importId}/errors?code=time_window`)
    expect(open.body.items).toHaveLength(1)
  })

  it('adds nothing when the same file comes again, or another file repeats its rows', async () => {
    const before = await allVisits()
    const listed = (await api.get('billing', `/api/service-visits/periods/${february.id}/imports`)).body.total
    const again = await upload('billing', csv)
    expect(again).toMatchObject({ status: 200, body: { repeated: true, import: { id: importId } } })
    const renamed = await upload('admin', `${csv}\n`, { name: 'otra.csv' })
    expect(renamed.body).toMatchObject({ repeated: false, import: { counts: { imported: 0, skipped: 3, errors: 7 } } })
    expect(await allVisits()).toBe(before)
    const list = await api.get('billing', `/api/service-visits/periods/${february.id}/imports`)
    expect(list.body.total).toBe(listed + 1)
    expect(list.body.items[0]).toMatchObject({ id: renamed.body.import.id, filename: 'otra.csv' })
  })

  it('skips a row whose visit was recorded (not imported) at that date and time, and imports one at another time', async () => {
    const [, b] = mine as [(typeof mine)[number], (typeof mine)[number]]
    const [referral] = await t.db.select().from(referrals).where(eq(referrals.id, b.referralId))
    const [template] = await t.db.select().from(serviceSessions).innerJoin(visits, eq(visits.session_id, serviceSessions.id)).where(eq(serviceSessions.provider_id, marisolId)).limit(1)
    const sessionId = randomUUID()
    const recorded = { service_id: referral!.service_id, location_id: referral!.location_id, date: '2026-02-12', time: '15:30', notes: '', hash: randomUUID(), deleted_at: null }
    await t.db.insert(serviceSessions).values({ ...template!.service_sessions, ...recorded, id: sessionId })
    await t.db.insert(visits).values({ id: randomUUID(), session_id: sessionId, student_id: referral!.student_id, referral_id: referral!.id, visit_outcome_id: template!.visits.visit_outcome_id })
    const before = await allVisits()
    const csv = [
      VISIT_IMPORT_HEADER,
      line({ sie: b.sie, referral: b.number, provider: marisolId, service: b.service, date: '2026-02-12', time: '15:30' }),
      line({ sie: b.sie, referral: b.number, provider: marisolId, service: b.service, date: '2026-02-12', time: '16:00' }),
    ].join('\n')
    const answer = await upload('billing', csv, { name: 'grabadas.csv' })
    expect(answer.body.import).toMatchObject({ status: 'done', counts: { imported: 1, skipped: 1, errors: 0 } })
    expect(await allVisits()).toBe(before + 1)
  })

  it('leaves out the rows after to_date, and reads an xlsx the same way', async () => {
    const [a] = mine
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Visitas')
    sheet.addRow(VISIT_IMPORT_HEADER.split(','))
    sheet.addRow([a!.sie, '', marisolId, a!.service, new Date('2026-02-10T00:00:00Z'), '17:00', 30, ''])
    sheet.addRow([a!.sie, '', marisolId, a!.service, '2026-02-20', '17:00', 30, ''])
    const data = new FormData()
    data.set('file', new File([new Uint8Array(await workbook.xlsx.writeBuffer())], 'visitas.xlsx'))
    data.set('to_date', '2026-02-15')
    const response = await t.authed(`/api/service-visits/periods/${february.id}/imports?wait=true`, await api.token('billing'), await multipart(data))
    expect(await response.json()).toMatchObject({ import: { to_date: '2026-02-15', counts: { imported: 1, ignored: 1, errors: 0 } } })
  })

  it('starts at once (202) and the import can be polled until done', async () => {
    const [a] = mine
    const answer = await upload('billing', [VISIT_IMPORT_HEADER, line({ sie: a!.sie, provider: marisolId, service: a!.service, date: '2026-02-11', time: '17:30' })].join('\n'), { wait: false })
    expect(answer.status).toBe(202)
    let state = answer.body.import
    for (let attempt = 0; attempt < 50 && state.status === 'running'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      state = (await api.get('billing', `/api/service-visits/periods/imports/${state.id}`)).body
    }
    expect(state).toMatchObject({ status: 'done', processed_rows: 1, counts: { imported: 1 } })
  })

  it('refuses a bad file, a to_date outside the period and a locked period, with codes', async () => {
    expect((await upload('billing', 'SIE,Fecha\n12345678,2026-02-02')).body).toMatchObject({ code: 'import_missing_columns' })
    expect((await upload('billing', VISIT_IMPORT_HEADER, { name: 'x.csv' })).body.code).toBe('import_empty')
    expect((await upload('billing', `${VISIT_IMPORT_HEADER}\n1,2`, { toDate: '2026-03-05' })).body).toMatchObject({ code: 'validation_failed', errors: { to_date: 'outside_period' } })
    const [locked] = await t.db.select().from(visitPeriods).where(eq(visitPeriods.status, 'locked')).limit(1)
    expect((await upload('billing', `${VISIT_IMPORT_HEADER}\n1,2`, { periodId: locked!.id })).body.code).toBe('period_locked')
    expect((await upload('billing', `${VISIT_IMPORT_HEADER}\n1,2`, { periodId: 999999 })).status).toBe(404)
  })
})

describe('PATCH /service-visits/periods/imports/errors/{id}', () => {
  it('re-validates a corrected row, commits it when good, and a fixed error stays fixed', async () => {
    const [a] = mine
    const csv = [VISIT_IMPORT_HEADER, line({ sie: a!.sie, provider: carlosId, service: a!.service, date: '2026-02-12', time: '18:00' }), line({ sie: '1', provider: 1, service: 'X', date: 'x', time: 'x' })].join('\n')
    const started = await upload('billing', csv)
    const errors = (await api.get('billing', `/api/service-visits/periods/imports/${started.body.import.id}/errors`)).body.items
    const [wrongProvider, hopeless] = errors
    const path = (id: number) => `/api/service-visits/periods/imports/errors/${id}`

    const stillBad = await api.call('billing', 'PATCH', path(wrongProvider.id), { action: 'fix', values: { ...wrongProvider.values, date: '2026-03-01' } })
    expect(stillBad).toMatchObject({ status: 422, body: { code: 'import_row_invalid', errors: { 'values.date': 'outside_period' } } })

    const before = await allVisits()
    const fixed = await api.call('billing', 'PATCH', path(wrongProvider.id), { action: 'fix', values: { provider: String(marisolId) } })
    // Only the corrected cell is sent: the others keep the file's values.
    expect(fixed).toMatchObject({ status: 200, body: { status: 'fixed', values: { ...wrongProvider.values, provider: String(marisolId) } } })
    expect(fixed.body.visit_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await allVisits()).toBe(before + 1)
    expect((await api.call('billing', 'PATCH', path(wrongProvider.id), { action: 'dismiss' })).body.code).toBe('import_error_fixed')
    const detail = (await api.get('billing', `/api/service-visits/periods/imports/${started.body.import.id}`)).body
    expect(detail).toMatchObject({ counts: { imported: 1, errors: 2 }, open_errors: 1 })

    expect((await api.call('billing', 'PATCH', path(hopeless.id), { action: 'dismiss', note: 'No es nuestra' })).body).toMatchObject({ status: 'dismissed', note: 'No es nuestra' })
    expect((await api.call('billing', 'PATCH', path(hopeless.id), { action: 'reopen' })).body).toMatchObject({ status: 'open', note: null })
    expect((await api.call('billing', 'PATCH', path(hopeless.id), { action: 'explode' })).status).toBe(422)
    expect((await api.call('billing', 'PATCH', path(999999), { action: 'dismiss' })).status).toBe(404)
  })
})

describe('who may import', () => {
  it('refuses providers (403) and staff without billing.manage', async () => {
    const csv = `${VISIT_IMPORT_HEADER}\n${line({ sie: mine[0]!.sie, provider: marisolId, service: mine[0]!.service, date: '2026-02-13', time: '18:00' })}`
    for (const account of ['provider', 'supervisor'] as const) {
      expect((await upload(account, csv)).status).toBe(403)
      expect((await api.get(account, `/api/service-visits/periods/${february.id}/imports`)).status).toBe(403)
    }
    const [someError] = await t.db.execute(sql`select id from visit_import_errors limit 1`).then((result) => (result as unknown as { rows: { id: number }[] }).rows)
    expect((await api.call('provider', 'PATCH', `/api/service-visits/periods/imports/errors/${someError!.id}`, { action: 'dismiss' })).status).toBe(403)
    const { accessToken } = await t.login('consulta@example.com')
    expect((await t.authed(`/api/service-visits/periods/${february.id}/imports`, accessToken)).status).toBe(403)
  })

  it('lets a customer-scoped clerk import only her customers’ visits and see only her imports', async () => {
    const csv = `${VISIT_IMPORT_HEADER}\n${line({ sie: mine[0]!.sie, provider: marisolId, service: mine[0]!.service, date: '2026-02-13', time: '18:30' })}`
    const answer = await upload('region', csv)
    expect(answer.body.import.counts).toMatchObject({ imported: 0, errors: 1 })
    const errors = await api.get('region', `/api/service-visits/periods/imports/${answer.body.import.id}/errors`)
    expect(errors.body.items[0]).toMatchObject({ code: 'not_permitted' })
    const list = await api.get('region', `/api/service-visits/periods/${february.id}/imports`)
    expect(list.body.items.map((item: { id: number }) => item.id)).toEqual([answer.body.import.id])
    const others = await api.get('billing', `/api/service-visits/periods/${february.id}/imports`)
    const notHers = others.body.items.find((item: { id: number }) => item.id !== answer.body.import.id)
    expect((await api.get('region', `/api/service-visits/periods/imports/${notHers.id}`)).status).toBe(404)
  })
})

describe('the seed', () => {
  it('holds one done import with errors in a period of the current year', async () => {
    const [seeded] = await t.db.execute(sql`select id, status, counts from visit_imports where filename = 'visitas-region-bayamon.csv'`).then((result) => (result as unknown as { rows: { id: number; status: string; counts: { imported: number; errors: number } }[] }).rows)
    expect(seeded).toMatchObject({ status: 'done', counts: { imported: 3, errors: 3 } })
    const errors = await api.get('billing', `/api/service-visits/periods/imports/${seeded!.id}/errors`)
    expect(errors.body.items.map((error: { code: string }) => error.code)).toEqual(['unknown_student', 'referral_other_provider', 'time_window'])
  })
})
