import { asc, eq } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProviderMonth, ProviderMonthSummary, SessionChangeEntry, SessionVisit } from '../../src/domain/service-sessions/api'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { referralStatuses, referrals, sessionChanges } from '../db/schema'
import { activeReferralsOf, lookups, mutation, providerIdOf, referralBeside, sessionBody, updateBody, type Lookups, type Referral } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let ids: Lookups
let token: string
let marisolId: number
let own: Referral[]

beforeAll(async () => {
  t = await createTestApp()
  ids = await lookups(t)
  token = (await t.login('terapeuta@example.com')).accessToken
  marisolId = await providerIdOf(t, 'terapeuta@example.com')
  own = await activeReferralsOf(t, marisolId)
})
afterAll(() => t?.close())

const path = (id: string) => `/api/service-sessions/${id}`

async function created(overrides: Parameters<typeof sessionBody>[2] = {}, visitsOf: Referral[] = [own[0]!]): Promise<ServiceSession> {
  const response = await t.authed('/api/service-sessions', token, mutation('POST', sessionBody(ids, visitsOf, { date: '2026-03-02', ...overrides })))
  expect(response.status).toBe(201)
  return (await response.json()) as ServiceSession
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status)
  return (await response.json()) as T
}

describe('versions', () => {
  it('answers a PUT with the new version, and a PUT based on the old one with 409 and the current session', async () => {
    const original = await created({ notes: 'primera' })
    const edited = await json<ServiceSession>(await t.authed(path(original.id), token, mutation('PUT', updateBody(original, { notes: 'segunda' }))))
    expect(edited.notes).toBe('segunda')
    expect(edited.hash).not.toBe(original.hash)
    expect(edited.visits[0]!.id).toBe(original.visits[0]!.id)

    const stale = await t.authed(path(original.id), token, mutation('PUT', updateBody(original, { notes: 'tercera' })))
    expect(await json(stale, 409)).toEqual({ code: 'version_conflict', message: expect.any(String), current: edited })
    expect(await json<ServiceSession>(await t.authed(path(original.id), token))).toEqual(edited)
  })

  it('answers a DELETE based on an old version with 409 and the current session', async () => {
    const original = await created()
    const edited = await json<ServiceSession>(await t.authed(path(original.id), token, mutation('PUT', updateBody(original, { time: '09:00' }))))
    const stale = await t.authed(path(original.id), token, mutation('DELETE', { hash: original.hash }))
    expect(await json(stale, 409)).toMatchObject({ code: 'version_conflict', current: edited })
    expect((await t.authed(path(original.id), token)).status).toBe(200)
  })

  it('deletes softly; a repeat with the same key is answered again, a new request is 404, a PUT is 409 with current null', async () => {
    const session = await created()
    const key = crypto.randomUUID()
    const deleted = await t.authed(path(session.id), token, mutation('DELETE', { hash: session.hash }, { key }))
    const answer = await json<{ id: string; deleted_at: string }>(deleted)
    expect(answer).toEqual({ id: session.id, deleted_at: expect.any(String) })
    expect(await json(await t.authed(path(session.id), token, mutation('DELETE', { hash: session.hash }, { key })))).toEqual(answer)
    expect((await t.authed(path(session.id), token, mutation('DELETE', { hash: session.hash }))).status).toBe(404)
    expect(await json(await t.authed(path(session.id), token, mutation('PUT', updateBody(session))), 409)).toMatchObject({
      code: 'version_conflict',
      current: null,
    })
    expect((await t.authed(path(session.id), token)).status).toBe(404)
    const list = (await json<Page<ServiceSession>>(await t.authed(`/api/service-sessions?date=${session.date}`, token))).items
    expect(list.map((item) => item.id)).not.toContain(session.id)
  })

  it('records every create, update and delete with the session after it and who made it', async () => {
    const session = await created()
    const edited = await json<ServiceSession>(await t.authed(path(session.id), token, mutation('PUT', updateBody(session, { notes: 'editada' }))))
    await json(await t.authed(path(session.id), token, mutation('DELETE', { hash: edited.hash })))
    const rows = await t.db.select().from(sessionChanges).where(eq(sessionChanges.session_id, session.id)).orderBy(asc(sessionChanges.id))
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete'])
    expect(rows[0]!.snapshot).toMatchObject({ ...session, deleted_at: null })
    expect(rows[1]!.snapshot).toMatchObject({ notes: 'editada', hash: edited.hash })
    expect(rows[2]!.snapshot).toMatchObject({ deleted_at: expect.any(String) })
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(1)
  })

  it('keeps a closed referral already in the session when the session is corrected', async () => {
    const session = await created()
    const [closed] = await t.db.select().from(referralStatuses).where(eq(referralStatuses.name, 'Cerrado'))
    const [before] = await t.db.select().from(referrals).where(eq(referrals.id, own[0]!.id))
    await t.db.update(referrals).set({ status_id: closed!.id }).where(eq(referrals.id, own[0]!.id))
    try {
      const edited = await t.authed(path(session.id), token, mutation('PUT', updateBody(session, { notes: 'corrección' })))
      expect(edited.status).toBe(200)
    } finally {
      await t.db.update(referrals).set({ status_id: before!.status_id }).where(eq(referrals.id, own[0]!.id))
    }
  })
})

describe('visits', () => {
  it('adds, changes and removes a visit, each based on and bumping the session version', async () => {
    const first = own[0]!
    const second = await referralBeside(t, first)
    const session = await created({}, [first])
    const added = await json<ServiceSession>(
      await t.authed(
        '/api/service-sessions/visits',
        token,
        mutation('POST', { session_id: session.id, student_id: second.student_id, referral_id: second.id, visit_outcome_id: ids.visitOutcome('Asistió'), hash: session.hash }),
      ),
      201,
    )
    expect(added.visits).toHaveLength(2)
    expect(added.hash).not.toBe(session.hash)
    const visit = added.visits.find((item) => item.referral_id === second.id)!

    const stale = await t.authed(`/api/service-sessions/visits/${visit.id}`, token, mutation('PATCH', { visit_outcome_id: ids.visitOutcome('Ausente'), hash: session.hash }))
    expect(await json(stale, 409)).toMatchObject({ code: 'version_conflict', current: added })

    const mismatch = await t.authed(
      `/api/service-sessions/visits/${visit.id}`,
      token,
      mutation('PATCH', { visit_outcome_id: ids.visitOutcome('Ausencia justificada'), hash: added.hash }),
    )
    expect(await json(mismatch, 422)).toMatchObject({ code: 'visit_outcome_mismatch', errors: { visit_outcome_id: 'visit_outcome_mismatch' } })

    const absent = await json<ServiceSession>(
      await t.authed(`/api/service-sessions/visits/${visit.id}`, token, mutation('PATCH', { visit_outcome_id: ids.visitOutcome('Ausente'), hash: added.hash })),
    )
    expect(absent.visits.find((item) => item.id === visit.id)!.visit_outcome_id).toBe(ids.visitOutcome('Ausente'))

    const unreplaced = (await json<Page<SessionVisit>>(await t.authed('/api/service-sessions/visits/unreplaced', token))).items
    expect(unreplaced.find((item) => item.id === visit.id)).toMatchObject({ session_id: session.id, replaced_by_visit_id: null })

    const one = await json<SessionVisit>(await t.authed(`/api/service-sessions/visits/${visit.id}`, token))
    expect(one).toMatchObject({ id: visit.id, session_id: session.id, provider_id: marisolId, date: session.date })
    const ofSession = (await json<Page<SessionVisit>>(await t.authed(`/api/service-sessions/visits?session_id=${session.id}`, token))).items
    expect(ofSession.map((item) => item.id).sort()).toEqual(absent.visits.map((item) => item.id).sort())

    const removed = await json<ServiceSession>(await t.authed(`/api/service-sessions/visits/${visit.id}`, token, mutation('DELETE', { hash: absent.hash })))
    expect(removed.visits.map((item) => item.referral_id)).toEqual([first.id])
    const last = await t.authed(`/api/service-sessions/visits/${removed.visits[0]!.id}`, token, mutation('DELETE', { hash: removed.hash }))
    expect(await json(last, 422)).toMatchObject({ errors: { visits: 'no_students' } })
    expect((await t.authed(`/api/service-sessions/visits/${visit.id}`, token)).status).toBe(404)
  })

  it('refuses adding a student who is already in the session', async () => {
    const session = await created()
    const response = await t.authed(
      '/api/service-sessions/visits',
      token,
      mutation('POST', { session_id: session.id, student_id: own[0]!.student_id, referral_id: own[0]!.id, visit_outcome_id: ids.visitOutcome('Asistió'), hash: session.hash }),
    )
    expect(await json(response, 422)).toMatchObject({ errors: { referral_id: 'duplicate_student' } })
  })
})

describe('seeded history', () => {
  it('gives both demo providers about six weeks of weekday sessions, 07:30–15:00, from their own active referrals', async () => {
    const carlosId = await providerIdOf(t, 'terapeuta2@example.com')
    for (const providerId of [marisolId, carlosId]) {
      const { items: sessions, total } = await json<Page<ServiceSession>>(
        await t.authed(`/api/service-sessions?provider_id=${providerId}&from=2026-01-27&to=2026-03-09&page_size=500`, (await t.login('oficina@example.com')).accessToken),
      )
      expect(sessions).toHaveLength(total)
      expect(sessions.length).toBeGreaterThan(30)
      const active = new Set((await activeReferralsOf(t, providerId)).map((referral) => referral.id))
      for (const session of sessions) {
        expect([0, 6]).not.toContain(new Date(`${session.date}T12:00:00Z`).getUTCDay())
        expect(session.time >= '07:30' && session.time <= '15:00').toBe(true)
        expect(session.provider_id).toBe(providerId)
        for (const visit of session.visits) expect(active.has(visit.referral_id)).toBe(true)
      }
    }
  })
})

describe('lists and history', () => {
  it('lists a day, a range, and the provider own sessions by default', async () => {
    const session = await created({ date: '2026-03-04', time: '10:30' })
    const day = (await json<Page<ServiceSession>>(await t.authed('/api/service-sessions?date=2026-03-04', token))).items
    expect(day.map((item) => item.id)).toContain(session.id)
    expect(day.every((item) => item.date === '2026-03-04' && item.provider_id === marisolId)).toBe(true)
    const range = (await json<Page<ServiceSession>>(await t.authed(`/api/service-sessions?provider_id=${marisolId}&from=2026-03-03&to=2026-03-05`, token))).items
    expect(range.map((item) => item.id)).toContain(session.id)
    expect(range.every((item) => item.date >= '2026-03-03' && item.date <= '2026-03-05')).toBe(true)
    const sorted = [...range].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
    expect(range.map((item) => item.id)).toEqual(sorted.map((item) => item.id))
  })

  it('pages the list: bounded page size, no overlap between pages, a total that counts them all', async () => {
    const office = (await t.login('oficina@example.com')).accessToken
    const first = await json<Page<ServiceSession>>(await t.authed('/api/service-sessions?page_size=7', office))
    const second = await json<Page<ServiceSession>>(await t.authed('/api/service-sessions?page_size=7&page=2', office))
    expect(first.items).toHaveLength(7)
    expect(second.total).toBe(first.total)
    expect(first.total).toBeGreaterThan(14)
    expect(second.items.filter((item) => first.items.some((other) => other.id === item.id))).toEqual([])
    const newest = await json<Page<ServiceSession>>(await t.authed('/api/service-sessions?page_size=1&sort=-date', office))
    expect(newest.items[0]!.date >= first.items[0]!.date).toBe(true)
    for (const query of ['page_size=501', 'page_size=0', 'page=-1', 'sort=notes']) {
      expect((await t.authed(`/api/service-sessions?${query}`, office)).status, query).toBe(422)
    }
    const audit = await json<Page<SessionChangeEntry>>(await t.authed(`/api/service-sessions/providers/${marisolId}/audit?page_size=2`, token))
    expect(audit.items.length).toBeLessThanOrEqual(2)
    expect((await t.authed(`/api/service-sessions/providers/${marisolId}/audit?page_size=1000`, token)).status).toBe(422)
  })

  it('gives months with totals that match the month detail, grouped by day', async () => {
    const months = await json<ProviderMonthSummary[]>(await t.authed(`/api/service-sessions/providers/${marisolId}/months`, token))
    expect(months.map((month) => month.month_id)).toEqual([...months.map((month) => month.month_id)].sort().reverse())
    const march = months.find((month) => month.month_id === '2026-03')!
    const detail = await json<ProviderMonth>(await t.authed(`/api/service-sessions/providers/${marisolId}/months/2026-03`, token))
    expect(detail.totals).toEqual({ sessions: march.sessions, visits: march.visits, minutes: march.minutes })
    expect(detail.days.flatMap((day) => day.sessions)).toHaveLength(march.sessions)
    for (const day of detail.days) expect(day.sessions.every((session) => session.date === day.date)).toBe(true)
    expect((await t.authed(`/api/service-sessions/providers/${marisolId}/months/2026-13`, token)).status).toBe(404)
  })

  it('gives the audit newest first, optionally of one month', async () => {
    const session = await created({ date: '2026-03-05' })
    t.clock.advance(60)
    await json(await t.authed(path(session.id), token, mutation('PUT', updateBody(session, { notes: 'auditada' }))))
    const audit = (await json<Page<SessionChangeEntry>>(await t.authed(`/api/service-sessions/providers/${marisolId}/audit?month=2026-03`, token))).items
    expect(audit[0]).toMatchObject({ session_id: session.id, action: 'update', user_name: 'Marisol Rivera Torres', snapshot: { notes: 'auditada' } })
    expect(audit[1]).toMatchObject({ session_id: session.id, action: 'create' })
    expect(audit.every((entry) => entry.snapshot.date.startsWith('2026-03'))).toBe(true)
    const times = audit.map((entry) => entry.at)
    expect(times).toEqual([...times].sort().reverse())
    const february = (await json<Page<SessionChangeEntry>>(await t.authed(`/api/service-sessions/providers/${marisolId}/audit?month=2026-02&page_size=5`, token))).items
    expect(february.length).toBeLessThanOrEqual(5)
    expect(february.every((entry) => entry.snapshot.date.startsWith('2026-02'))).toBe(true)
  })

  it('answers the lookups of the session form', async () => {
    const types = await json<Array<{ name: string }>>(await t.authed('/api/service-sessions/types', token))
    expect(types.map((type) => type.name)).toEqual(['Terapia individual', 'Terapia grupal', 'Telepráctica', 'Evaluación', 'Consulta con maestro'])
    const outcomes = await json<Array<{ id: number; name: string; delivered: boolean }>>(await t.authed('/api/service-sessions/outcomes', token))
    expect(outcomes.filter((outcome) => outcome.delivered).map((outcome) => outcome.name)).toEqual(['Sesión ofrecida'])
    for (const outcome of outcomes) {
      const fitting = await json<Array<{ session_outcome_id: number }>>(await t.authed(`/api/service-sessions/visit-outcomes?session_outcome_id=${outcome.id}`, token))
      expect(fitting.length).toBeGreaterThan(0)
      expect(fitting.every((item) => item.session_outcome_id === outcome.id)).toBe(true)
    }
    const years = await json<Array<{ delta: number }>>(await t.authed('/api/service-sessions/academic-years', token))
    expect(years.map((year) => year.delta)).toContain(0)
    expect((await t.request('/api/service-sessions/types')).status).toBe(401)
  })
})
