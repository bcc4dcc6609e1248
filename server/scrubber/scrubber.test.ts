import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  customers,
  interventionPlans,
  providers,
  providerSpecialties,
  referralStatuses,
  referrals,
  roles,
  serviceDurations,
  sessionOutcomes,
  sessionTypes,
  userRoles,
  userSignatures,
  users,
  visitOutcomes,
  visitPeriods,
} from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>
let carlos: number
let carlosUser: number
let specialty: typeof providerSpecialties.$inferSelect
let withPlan: typeof referrals.$inferSelect
let withoutPlan: typeof referrals.$inferSelect
let december: typeof visitPeriods.$inferSelect
let lookups: { duration30: number; individual: number; telehealth: number; delivered: number; present: number }

/** Session ids by scenario name (all Carlos's, December 2025: no seeded sessions then). */
const sessions: Record<string, { id: string; hash: string; visit_id: string }> = {}

async function createSession(name: string, referral: typeof referrals.$inferSelect, date: string, time: string, type = lookups.individual) {
  const id = randomUUID()
  const answer = await api.call('admin', 'POST', '/api/service-sessions', sessionBody(id, referral, date, time, type))
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  sessions[name] = { id, hash: answer.body.hash, visit_id: answer.body.visits[0].id }
}

function sessionBody(id: string, referral: typeof referrals.$inferSelect, date: string, time: string, type = lookups.individual) {
  return {
    id,
    provider_id: carlos,
    date,
    time,
    duration_id: lookups.duration30,
    location_id: referral.location_id,
    session_type_id: type,
    session_outcome_id: lookups.delivered,
    service_id: referral.service_id,
    visits: [{ student_id: referral.student_id, referral_id: referral.id, visit_outcome_id: lookups.present }],
  }
}

interface Finding {
  rule: string
  visit_id: string
  session_id: string
  link: string
  detail: string
  exclusion: { reason: string; excluded_by_name: string } | null
}

async function findings(query = ''): Promise<Finding[]> {
  const answer = await api.get('admin', `/api/scrubber/periods/${december.id}/findings?provider_id=${carlos}&page_size=500${query}`)
  expect(answer.status).toBe(200)
  return answer.body.items
}

/** The rules each scenario's visit breaks now. */
async function rulesBy(): Promise<Record<string, string[]>> {
  const all = await findings()
  return Object.fromEntries(Object.entries(sessions).map(([name, session]) => [name, all.filter((f) => f.session_id === session.id).map((f) => f.rule).sort()]))
}

const setSignature = async (since: string | null) => {
  await t.db.delete(userSignatures).where(eq(userSignatures.user_id, carlosUser))
  if (since !== null) {
    await t.db.insert(userSignatures).values({ user_id: carlosUser, content_type: 'image/png', image: Buffer.from('x'), sha256: 'x', created_from: 'test', created_at: new Date(`${since}T12:00:00-04:00`) })
  }
}
const setLicences = (license: string, telehealth: string | null) =>
  t.db.update(providerSpecialties).set({ license_expiration: license, telehealth_license_expiration: telehealth }).where(eq(providerSpecialties.id, specialty.id))

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  const [carlosRow] = await t.db.select().from(users).where(eq(users.email, 'terapeuta2@example.com'))
  carlos = carlosRow!.provider_id!
  carlosUser = carlosRow!.id
  const [active] = await t.db.select().from(referralStatuses).where(eq(referralStatuses.name, 'Activo'))
  const own = await t.db.select().from(referrals).where(and(eq(referrals.provider_id, carlos), eq(referrals.status_id, active!.id)))
  const planned = new Set(
    (await t.db.select({ referral_id: interventionPlans.referral_id }).from(interventionPlans).where(inArray(interventionPlans.status_id, [2, 3, 4]))).map((row) => row.referral_id),
  )
  withPlan = own.find((row) => planned.has(row.id))!
  withoutPlan = own.find((row) => !planned.has(row.id) && row.student_id !== withPlan.student_id && row.service_id === withPlan.service_id)!
  expect(withPlan && withoutPlan).toBeTruthy()
  await t.db.update(referrals).set({ weekly_frequency: 2 }).where(eq(referrals.id, withPlan.id))
  specialty = (await t.db.select().from(providerSpecialties).where(eq(providerSpecialties.id, withPlan.provider_specialty_id!)))[0]!
  december = (await t.db.select().from(visitPeriods).where(eq(visitPeriods.start_date, '2025-12-01')))[0]!
  const delivered = (await t.db.select().from(sessionOutcomes).where(eq(sessionOutcomes.delivered, true)))[0]!
  const present = (await t.db.select().from(visitOutcomes).where(and(eq(visitOutcomes.session_outcome_id, delivered.id), eq(visitOutcomes.absence, false))))[0]!
  const types = await t.db.select().from(sessionTypes)
  lookups = {
    duration30: (await t.db.select().from(serviceDurations).where(eq(serviceDurations.minutes, 30)))[0]!.id,
    individual: types.find((row) => row.name === 'Terapia individual')!.id,
    telehealth: types.find((row) => row.name === 'Telepráctica')!.id,
    delivered: delivered.id,
    present: present.id,
  }
  await setSignature('2025-01-01')
  await setLicences('2027-01-01', '2027-01-01')
  // Week of 1 December: three visits of a twice-a-week referral.
  await createSession('monday', withPlan, '2025-12-01', '09:00')
  await createSession('tuesday', withPlan, '2025-12-02', '09:00')
  await createSession('wednesday', withPlan, '2025-12-03', '09:00')
  // 8 December: two sessions of the same provider overlapping (10:00–10:30 and 10:15–10:45); no plan for the first.
  await createSession('noPlan', withoutPlan, '2025-12-08', '10:00')
  await createSession('overlapping', withPlan, '2025-12-08', '10:15')
  // 10 December, remote.
  await createSession('remote', withPlan, '2025-12-10', '11:00', lookups.telehealth)
  // A session entirely clean, for the lock tests to edit.
  await createSession('clean', withPlan, '2025-12-16', '09:00')
})
afterAll(() => t?.close())

describe('scrubber rules on the period, both ways', () => {
  it('finds frequency, plan and overlap findings and nothing on clean visits', async () => {
    expect(await rulesBy()).toEqual({
      monday: [],
      tuesday: [],
      wednesday: ['frequency_exceeded'],
      noPlan: ['no_active_plan', 'overlap'],
      overlapping: ['overlap'],
      remote: [],
      clean: [],
    })
  })

  it('licence: lapsed on the service date is found, valid on that date is not', async () => {
    await setLicences('2025-12-09', '2027-01-01')
    const rules = await rulesBy()
    expect(rules.remote).toContain('license_lapsed')
    expect(rules.clean).toContain('license_lapsed')
    expect(rules.monday).not.toContain('license_lapsed')
    expect(rules.noPlan).not.toContain('license_lapsed')
    await setLicences('2027-01-01', '2027-01-01')
    expect((await rulesBy()).remote).toEqual([])
  })

  it('telehealth licence: only telehealth sessions need it', async () => {
    await setLicences('2027-01-01', null)
    const rules = await rulesBy()
    expect(rules.remote).toEqual(['telehealth_license_lapsed'])
    expect(rules.monday).toEqual([])
    await setLicences('2027-01-01', '2025-12-05')
    expect((await rulesBy()).remote).toEqual(['telehealth_license_lapsed'])
    await setLicences('2027-01-01', '2027-01-01')
  })

  it('signature: none on file, or saved after the service, is found', async () => {
    await setSignature(null)
    const none = await rulesBy()
    expect(Object.values(none).every((rules) => rules.includes('missing_signature'))).toBe(true)
    await setSignature('2025-12-05')
    const later = await rulesBy()
    expect(later.monday).toContain('missing_signature')
    expect(later.remote).not.toContain('missing_signature')
    await setSignature('2025-01-01')
  })

  it('plan: activating the referral’s plan clears the finding', async () => {
    const [draft] = await t.db
      .insert(interventionPlans)
      .values({ uuid: randomUUID(), referral_id: withoutPlan.id, student_id: withoutPlan.student_id, academic_year_id: withoutPlan.academic_year_id, status_id: 1, created_by: carlosUser })
      .returning()
    expect((await rulesBy()).noPlan).toContain('no_active_plan')
    await t.db.update(interventionPlans).set({ status_id: 2 }).where(eq(interventionPlans.id, draft!.id))
    expect((await rulesBy()).noPlan).toEqual(['overlap'])
    await t.db.delete(interventionPlans).where(eq(interventionPlans.id, draft!.id))
  })

  it('answers the list convention: rule filter, counts per rule, links, sort and paging', async () => {
    const answer = await api.get('admin', `/api/scrubber/periods/${december.id}/findings?provider_id=${carlos}&rule=overlap&sort=-date&page_size=1`)
    expect(answer.status).toBe(200)
    expect(answer.body.total).toBe(2)
    expect(answer.body.items).toHaveLength(1)
    expect(answer.body.by_rule).toMatchObject({ overlap: 2, frequency_exceeded: 1, no_active_plan: 1 })
    expect(answer.body.items[0].link).toBe(`/billing/periods/${december.id}/providers/${carlos}`)
    expect(answer.body.items[0].rule_name).toBe('Sesiones del proveedor superpuestas')
    const plan = (await findings('&rule=no_active_plan'))[0]!
    expect(plan.link).toBe(`/students/${withoutPlan.student_id}/referrals/${withoutPlan.id}`)
    for (const bad of ['rule=nope', 'sort=nope', 'page=0', 'provider_id=x', 'excluded=maybe']) {
      expect((await api.get('admin', `/api/scrubber/periods/${december.id}/findings?${bad}`)).status).toBe(422)
    }
    expect((await api.get('admin', '/api/scrubber/periods/999999/findings')).status).toBe(404)
  })

  it('is staff only: providers and staff without billing.manage are refused', async () => {
    for (const account of ['provider', 'provider2', 'supervisor'] as const) {
      expect((await api.get(account, `/api/scrubber/periods/${december.id}/findings`)).status).toBe(403)
    }
    const { accessToken } = await t.login('consulta@example.com')
    expect((await t.authed(`/api/scrubber/periods/${december.id}/findings`, accessToken)).status).toBe(403)
  })
})

describe('the seeded demo', () => {
  it('finds José’s visits after his licence lapsed (12 days before the seed day) and not those before, in the same period', async () => {
    const [jose] = await t.db.select().from(providers).where(eq(providers.email, 'jose.ramirez@example.com'))
    const lapsed = '2026-02-26' // TEST_NOW − 12 days: the licence is valid through that day.
    const [february] = await t.db.select().from(visitPeriods).where(eq(visitPeriods.start_date, '2026-02-01'))
    const answer = await api.get('billing', `/api/scrubber/periods/${february!.id}/findings?provider_id=${jose!.id}&rule=license_lapsed&page_size=500`)
    expect(answer.body.total).toBeGreaterThan(0)
    expect(answer.body.items.every((finding: { date: string }) => finding.date > lapsed)).toBe(true)
    expect(answer.body.visits).toBeGreaterThan(answer.body.total)
    // Entered by support with the reason.
    const entries = await api.get('billing', `/api/support/provider-visits?provider_id=${jose!.id}`)
    expect(entries.body.total).toBeGreaterThan(0)
  })

  it('finds no missing signature on the visits of a provider who signed in the app, and finds José’s (he has no account)', async () => {
    const [february] = await t.db.select().from(visitPeriods).where(eq(visitPeriods.start_date, '2026-02-01'))
    const signatureFindings = async (email: string) => {
      const [provider] = await t.db.select().from(providers).where(eq(providers.email, email))
      const answer = await api.get('billing', `/api/scrubber/periods/${february!.id}/findings?provider_id=${provider!.id}&rule=missing_signature&page_size=500`)
      expect(answer.status).toBe(200)
      return answer.body as { total: number; visits: number }
    }
    const marisol = await signatureFindings('terapeuta@example.com')
    expect(marisol.visits).toBeGreaterThan(0)
    expect(marisol.total).toBe(0)
    const jose = await signatureFindings('jose.ramirez@example.com')
    expect(jose.total).toBe(jose.visits)
    expect(jose.total).toBeGreaterThan(0)
  })
})

describe('exclusions', () => {
  it('excludes a visit with a reason, shows who and when, lifts it, and keeps both in the audit', async () => {
    const visitId = sessions.wednesday!.visit_id
    expect((await api.call('billing', 'POST', `/api/scrubber/visits/${visitId}/exclusion`, {})).status).toBe(422)
    expect((await api.call('billing', 'POST', `/api/scrubber/visits/${visitId}/exclusion`, { reason: '   ' })).status).toBe(422)
    const excluded = await api.call('billing', 'POST', `/api/scrubber/visits/${visitId}/exclusion`, { reason: 'Cuarta visita de la semana' })
    expect(excluded.status).toBe(201)
    expect(excluded.body).toMatchObject({ reason: 'Cuarta visita de la semana', excluded_by_name: expect.any(String) })
    expect((await api.call('billing', 'POST', `/api/scrubber/visits/${visitId}/exclusion`, { reason: 'otra vez' })).body.code).toBe('already_excluded')
    const flagged = (await findings('&excluded=true'))
    expect(flagged.map((f) => f.visit_id)).toEqual([visitId])
    expect(flagged[0]!.exclusion!.reason).toBe('Cuarta visita de la semana')
    expect((await api.call('billing', 'DELETE', `/api/scrubber/visits/${visitId}/exclusion`)).status).toBe(200)
    expect((await api.call('billing', 'DELETE', `/api/scrubber/visits/${visitId}/exclusion`)).status).toBe(404)
    expect(await findings('&excluded=true')).toEqual([])
    const events = await api.get('admin', `/api/scrubber/periods/${december.id}/exclusion-events`)
    expect(events.body.items.map((e: { action: string; reason: string }) => [e.action, e.reason])).toEqual([
      ['exclude', 'Cuarta visita de la semana'],
      ['include', 'Cuarta visita de la semana'],
    ])
    expect(events.body.items[0].user_name).toBeTruthy()
  })

  it('answers 404 for an unknown visit and for a visit out of a scoped clerk’s customers', async () => {
    expect((await api.call('admin', 'POST', `/api/scrubber/visits/${randomUUID()}/exclusion`, { reason: 'x' })).status).toBe(404)
    const visitCustomer = withPlan.customer_id
    const other = (await t.db.select().from(customers)).find((row) => row.id !== visitCustomer)!
    const [billingRole] = await t.db.select().from(roles).where(eq(roles.name, 'Facturación'))
    const [region] = await t.db.select().from(users).where(eq(users.email, 'region@example.com'))
    await t.db.insert(userRoles).values({ user_id: region!.id, role_id: billingRole!.id, customer_id: other.id })
    const answer = await api.call('region', 'POST', `/api/scrubber/visits/${sessions.wednesday!.visit_id}/exclusion`, { reason: 'x' })
    expect(answer.status).toBe(404)
    // …and the scoped clerk's findings leave that visit out.
    const seen = await api.get('region', `/api/scrubber/periods/${december.id}/findings?provider_id=${carlos}`)
    expect(seen.body.items.some((f: Finding) => f.visit_id === sessions.wednesday!.visit_id)).toBe(false)
  })
})

describe('period lock', () => {
  it('locks with the hash (audited), refuses session writes and exclusions in the period (409 period_locked), and unlocks with a reason', async () => {
    const before = await api.get('billing', `/api/scrubber/periods/${december.id}`)
    expect(before.body).toMatchObject({ status: 'open', allowed_actions: ['lock'] })
    // A scoped clerk holds billing.manage only for a customer: a period is everyone's.
    expect((await api.get('region', `/api/scrubber/periods/${december.id}`)).body.allowed_actions).toEqual([])
    expect((await api.call('region', 'POST', `/api/scrubber/periods/${december.id}/lock`, { hash: before.body.hash })).status).toBe(403)
    expect((await api.call('billing', 'POST', `/api/scrubber/periods/${december.id}/lock`, { hash: 'stale' })).body.code).toBe('version_conflict')
    const locked = await api.call('billing', 'POST', `/api/scrubber/periods/${december.id}/lock`, { hash: before.body.hash, comment: 'Facturado' })
    expect(locked.status).toBe(200)
    expect(locked.body).toMatchObject({ status: 'locked', allowed_actions: ['unlock'] })
    expect((await api.call('billing', 'POST', `/api/scrubber/periods/${december.id}/lock`, { hash: locked.body.hash })).body.code).toBe('action_not_allowed')
    expect((await api.call('billing', 'POST', `/api/scrubber/periods/${december.id}/nope`, { hash: locked.body.hash })).status).toBe(404)

    // Every session write touching the period is refused, and nothing changed.
    const clean = sessions.clean!
    const create = await api.call('admin', 'POST', '/api/service-sessions', sessionBody(randomUUID(), withPlan, '2025-12-17', '09:00'))
    expect([create.status, create.body.code]).toEqual([409, 'period_locked'])
    const update = await api.call('admin', 'PUT', `/api/service-sessions/${clean.id}`, { ...sessionBody(clean.id, withPlan, '2025-12-16', '10:00'), id: undefined, provider_id: undefined, hash: clean.hash })
    expect([update.status, update.body.code]).toEqual([409, 'period_locked'])
    // Moving a session of an open period into the locked one is refused too.
    const february = await api.call('admin', 'POST', '/api/service-sessions', sessionBody(randomUUID(), withPlan, '2026-02-16', '07:00'))
    expect(february.status).toBe(201)
    const move = await api.call('admin', 'PUT', `/api/service-sessions/${february.body.id}`, { ...sessionBody(february.body.id, withPlan, '2025-12-18', '07:00'), id: undefined, provider_id: undefined, hash: february.body.hash })
    expect(move.body.code).toBe('period_locked')
    const remove = await api.call('admin', 'DELETE', `/api/service-sessions/${clean.id}`, { hash: clean.hash })
    expect(remove.body.code).toBe('period_locked')
    const patchVisit = await api.call('admin', 'PATCH', `/api/service-sessions/visits/${clean.visit_id}`, { hash: clean.hash, visit_outcome_id: lookups.present })
    expect(patchVisit.body.code).toBe('period_locked')
    const exclude = await api.call('billing', 'POST', `/api/scrubber/visits/${clean.visit_id}/exclusion`, { reason: 'x' })
    expect(exclude.body.code).toBe('period_locked')
    // The findings are still readable while locked.
    expect((await api.get('billing', `/api/scrubber/periods/${december.id}/findings`)).status).toBe(200)

    expect((await api.call('billing', 'POST', `/api/scrubber/periods/${december.id}/unlock`, { hash: locked.body.hash })).status).toBe(422)
    const unlocked = await api.call('billing', 'POST', `/api/scrubber/periods/${december.id}/unlock`, { hash: locked.body.hash, comment: 'Corrección de la oficina' })
    expect(unlocked.body.status).toBe('open')
    const events = await api.get('billing', `/api/scrubber/periods/${december.id}/events`)
    expect(events.body.map((e: { action: string; comment: string | null; user_name: string }) => [e.action, e.comment])).toEqual([
      ['lock', 'Facturado'],
      ['unlock', 'Corrección de la oficina'],
    ])
    // Open again: the same write goes through.
    expect((await api.call('admin', 'PUT', `/api/service-sessions/${clean.id}`, { ...sessionBody(clean.id, withPlan, '2025-12-16', '10:00'), id: undefined, provider_id: undefined, hash: clean.hash })).status).toBe(200)
  })
})

describe('support enters visits on a provider’s behalf', () => {
  it('records the session as the provider’s with the reason, shown in its history; refuses without a reason or for providers', async () => {
    const id = randomUUID()
    const body = sessionBody(id, withPlan, '2025-12-19', '08:00')
    expect((await api.call('billing', 'POST', '/api/support/provider-visits', body)).status).toBe(422)
    expect((await api.call('billing', 'POST', '/api/support/provider-visits', { ...body, provider_id: undefined, support_reason: 'x' })).status).toBe(422)
    expect((await api.call('provider2', 'POST', '/api/support/provider-visits', { ...body, support_reason: 'x' })).status).toBe(403)
    const created = await api.call('billing', 'POST', '/api/support/provider-visits', { ...body, support_reason: 'La terapeuta no tenía la tableta' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ id, provider_id: carlos, support_reason: 'La terapeuta no tenía la tableta' })
    // The provider sees it as her own session.
    expect((await api.get('provider2', `/api/service-sessions/${id}`)).status).toBe(200)
    const list = await api.get('billing', `/api/support/provider-visits?provider_id=${carlos}`)
    expect(list.body.items[0]).toMatchObject({ session_id: id, reason: 'La terapeuta no tenía la tableta', visits: 1, entered_by_name: expect.any(String) })
    const audit = await api.get('admin', `/api/service-sessions/providers/${carlos}/audit?month=2025-12`)
    const change = audit.body.items.find((item: { session_id: string }) => item.session_id === id)
    expect(change).toMatchObject({ action: 'create', support_reason: 'La terapeuta no tenía la tableta' })
  })

  it('offers support the providers with active referrals and a provider’s active referrals', async () => {
    const providersAnswer = await api.get('billing', '/api/support/providers')
    expect(providersAnswer.status).toBe(200)
    expect(providersAnswer.body.some((row: { id: number }) => row.id === carlos)).toBe(true)
    const referralsAnswer = await api.get('billing', `/api/support/providers/${carlos}/referrals`)
    expect(referralsAnswer.body.map((row: { referral_id: number }) => row.referral_id)).toContain(withPlan.id)
    expect(referralsAnswer.body[0]).toMatchObject({ student_name: expect.any(String), service_name: expect.any(String), location_id: expect.any(Number) })
    expect((await api.get('provider2', '/api/support/providers')).status).toBe(403)
  })
})
