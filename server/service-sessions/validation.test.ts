import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { idempotencyKeys, locations, referralStatuses, referrals, serviceSessions, services, sessionChanges } from '../db/schema'
import {
  activeReferralsOf,
  lookups,
  mutation,
  providerIdOf,
  referralBeside,
  sessionBody,
  updateBody,
  type Lookups,
  type Referral,
} from '../test-support/sessions'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'

let t: TestApp
let ids: Lookups
let token: string
let own: Referral[]
let others: Referral[]

beforeAll(async () => {
  t = await createTestApp()
  ids = await lookups(t)
  token = (await t.login('terapeuta@example.com')).accessToken
  own = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta@example.com'))
  others = await activeReferralsOf(t, await providerIdOf(t, 'terapeuta2@example.com'))
})
afterAll(() => t?.close())

const create = (body: unknown, accessToken = token) => t.authed('/api/service-sessions', accessToken, mutation('POST', body))

async function expectRefused(response: Response, code: string, errors: Record<string, string>) {
  expect(response.status).toBe(422)
  const body = (await response.json()) as { code: string; errors: Record<string, string> }
  expect(body.code).toBe(code)
  expect(body.errors).toMatchObject(errors)
}

async function sessionExists(id: string) {
  const [row] = await t.db.select({ n: count() }).from(serviceSessions).where(eq(serviceSessions.id, id))
  return row!.n > 0
}

describe('date: not after today in Puerto Rico', () => {
  // 23:30 in San Juan is already 03:30 UTC of the next day; 00:30 is 04:30 UTC.
  it.each([
    ['23:30', '2026-03-11T03:30:00Z', '2026-03-10', '2026-03-11'],
    ['00:30', '2026-03-11T04:30:00Z', '2026-03-11', '2026-03-12'],
  ])('at %s Puerto Rico time, today is accepted and tomorrow is date_in_future', async (_label, instant, today, tomorrow) => {
    t.clock.set(instant)
    try {
      const { accessToken } = await t.login('terapeuta@example.com')
      expect((await create(sessionBody(ids, [own[0]!], { date: today, time: '06:00' }), accessToken)).status).toBe(201)
      await expectRefused(await create(sessionBody(ids, [own[0]!], { date: tomorrow }), accessToken), 'validation_failed', { date: 'date_in_future' })
    } finally {
      t.clock.set(TEST_NOW)
    }
  })

  it('refuses a date that does not exist', async () => {
    await expectRefused(await create(sessionBody(ids, [own[0]!], { date: '2026-02-30' })), 'validation_failed', { date: 'invalid_date' })
  })
})

describe('time: 06:00 to 20:00', () => {
  it.each([
    ['05:59', 422],
    ['06:00', 201],
    ['20:00', 201],
    ['20:01', 422],
  ])('%s → %i', async (time, status) => {
    const response = await create(sessionBody(ids, [own[0]!], { date: '2026-03-09', time }))
    expect(response.status).toBe(status)
    if (status === 422) expect(((await response.json()) as { errors: object }).errors).toEqual({ time: 'time_window' })
  })

  it('refuses a time that is not HH:mm', async () => {
    await expectRefused(await create(sessionBody(ids, [own[0]!], { time: '8:00' })), 'validation_failed', { time: 'invalid_time' })
  })
})

describe('visits', () => {
  it('refuses a session without students', async () => {
    await expectRefused(await create(sessionBody(ids, [own[0]!], { visits: [] })), 'validation_failed', { visits: 'no_students' })
  })

  it('refuses the same student twice', async () => {
    const body = sessionBody(ids, [own[0]!])
    await expectRefused(await create({ ...body, visits: [body.visits[0], body.visits[0]] }), 'validation_failed', { visits: 'duplicate_student' })
  })

  it('refuses a visit outcome of another session outcome (visit_outcome_mismatch)', async () => {
    const body = sessionBody(ids, [own[0]!])
    body.visits[0]!.visit_outcome_id = ids.visitOutcome('Ausencia justificada')
    await expectRefused(await create(body), 'visit_outcome_mismatch', { 'visits.0.visit_outcome_id': 'visit_outcome_mismatch' })
    // The same visit outcome under its own session outcome is fine.
    expect((await create({ ...body, session_outcome_id: ids.outcome('Estudiante ausente') })).status).toBe(201)
  })

  it("refuses another provider's referral, even with that referral's service and location, as if it did not exist", async () => {
    await expectRefused(await create(sessionBody(ids, [others[0]!])), 'unknown_reference', { 'visits.0.referral_id': 'unknown_reference' })
  })

  it('refuses a referral at another location or for another service', async () => {
    const referral = own[0]!
    const [otherLocation] = await t.db.select().from(locations).where(eq(locations.name, 'Centro de Terapias Terapias Caribe — Caguas'))
    const [otherService] = await t.db.select().from(services).where(eq(services.code, 'TF'))
    expect(otherLocation!.id).not.toBe(referral.location_id)
    expect(otherService!.id).not.toBe(referral.service_id)
    await expectRefused(await create(sessionBody(ids, [referral], { location_id: otherLocation!.id })), 'referral_not_assignable', {
      'visits.0.referral_id': 'referral_not_assignable',
    })
    await expectRefused(await create(sessionBody(ids, [referral], { service_id: otherService!.id })), 'referral_not_assignable', {
      'visits.0.referral_id': 'referral_not_assignable',
    })
  })

  it("refuses a student_id that is not the referral's student", async () => {
    const body = sessionBody(ids, [own[0]!])
    body.visits[0]!.student_id = own.find((referral) => referral.student_id !== own[0]!.student_id)!.student_id
    await expectRefused(await create(body), 'referral_not_assignable', { 'visits.0.referral_id': 'referral_not_assignable' })
  })

  it('refuses a closed referral', async () => {
    const referral = own.at(-1)!
    const [closed] = await t.db.select().from(referralStatuses).where(eq(referralStatuses.name, 'Cerrado'))
    const [active] = await t.db.select().from(referralStatuses).where(eq(referralStatuses.name, 'Activo'))
    await t.db.update(referrals).set({ status_id: closed!.id }).where(eq(referrals.id, referral.id))
    try {
      await expectRefused(await create(sessionBody(ids, [referral])), 'referral_not_assignable', { 'visits.0.referral_id': 'referral_not_assignable' })
    } finally {
      await t.db.update(referrals).set({ status_id: active!.id }).where(eq(referrals.id, referral.id))
    }
    expect((await create(sessionBody(ids, [referral]))).status).toBe(201)
  })
})

describe('unknown ids: 422 unknown_reference with the field', () => {
  it.each([
    ['duration_id', 'duration_id'],
    ['location_id', 'location_id'],
    ['session_type_id', 'session_type_id'],
    ['session_outcome_id', 'session_outcome_id'],
    ['service_id', 'service_id'],
  ])('unknown %s', async (field, path) => {
    await expectRefused(await create(sessionBody(ids, [own[0]!], { [field]: 999_999 })), 'unknown_reference', { [path]: 'unknown_reference' })
  })

  it.each(['referral_id', 'visit_outcome_id'] as const)('unknown visits.0.%s', async (field) => {
    const body = sessionBody(ids, [own[0]!])
    body.visits[0]![field] = 999_999
    await expectRefused(await create(body), 'unknown_reference', { [`visits.0.${field}`]: 'unknown_reference' })
  })

  it('an unknown student with her own referral reads as another student (a provider knows students only through her referrals)', async () => {
    const body = sessionBody(ids, [own[0]!])
    body.visits[0]!.student_id = 999_999
    await expectRefused(await create(body), 'referral_not_assignable', { 'visits.0.referral_id': 'referral_not_assignable' })
  })
})

describe('nothing half-written', () => {
  it('leaves no session, change or idempotency record when the second visit is refused', async () => {
    const key = crypto.randomUUID()
    const body = sessionBody(ids, [own[0]!])
    body.visits.push({ student_id: others[0]!.student_id, referral_id: others[0]!.id, visit_outcome_id: ids.visitOutcome('Asistió') })
    const response = await t.authed('/api/service-sessions', token, mutation('POST', body, { key }))
    expect(response.status).toBe(422)
    expect(await sessionExists(body.id)).toBe(false)
    expect((await t.db.select({ n: count() }).from(sessionChanges).where(eq(sessionChanges.session_id, body.id)))[0]!.n).toBe(0)
    expect((await t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]!.n).toBe(0)
  })

  it('leaves a session as it was when an edit is refused', async () => {
    const created = (await (await create(sessionBody(ids, [own[0]!], { notes: 'antes' }))).json()) as ServiceSession
    const refused = await t.authed(
      `/api/service-sessions/${created.id}`,
      token,
      mutation('PUT', updateBody(created, { notes: 'después', visits: [...updateBody(created).visits, { student_id: others[0]!.student_id, referral_id: others[0]!.id, visit_outcome_id: ids.visitOutcome('Asistió') }] })),
    )
    expect(refused.status).toBe(422)
    const [row] = await t.db.select().from(serviceSessions).where(eq(serviceSessions.id, created.id))
    expect(row).toMatchObject({ notes: 'antes', hash: created.hash })
  })
})

describe('what a valid session records', () => {
  it('takes the provider specialty from its referrals and records a group session', async () => {
    const referral = own[0]!
    const body = sessionBody(ids, [referral, await referralBeside(t, referral)], { notes: 'Sesión de prueba' })
    const response = await create(body)
    expect(response.status).toBe(201)
    const session = (await response.json()) as ServiceSession
    expect(session).toMatchObject({
      id: body.id,
      provider_id: await providerIdOf(t, 'terapeuta@example.com'),
      provider_specialty_id: referral.provider_specialty_id,
      notes: 'Sesión de prueba',
      hash: expect.any(String),
    })
    expect(session.visits.map((visit) => visit.referral_id).sort()).toEqual(body.visits.map((visit) => visit.referral_id).sort())
  })
})
