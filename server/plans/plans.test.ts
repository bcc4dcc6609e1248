import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'
import { interventionPlans, students } from '../db/schema'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; each test states what it expects
type Loose = any

let t: TestApp
let api: ReturnType<typeof officeClient>

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The seeded current-year plan of a provider's referral in a discussion state (first semester). */
async function seededPlan(email: string, state: string) {
  const [row] = await rows<{ id: number }>(sql`select p.id from intervention_plans p
    join referrals r on r.id = p.referral_id join users u on u.provider_id = r.provider_id
    join plan_discussions d on d.plan_id = p.id join plan_periods pp on pp.id = d.period_id and pp.sort_index = 1
    join academic_years y on y.id = p.academic_year_id
    where u.email = ${email} and d.state = ${state} and p.status_id in (2, 3) and y.start_date <= '2026-03-10' and y.end_date >= '2026-03-10'
    order by p.id limit 1`)
  return row!.id
}

async function plan(account: Account, id: number) {
  const answer = await api.get(account, `/api/intervention-plans/${id}`)
  expect(answer.status).toBe(200)
  return answer.body
}

const firstDiscussion = (detail: { discussions: { period_id: number }[]; periods: { id: number }[] }) =>
  detail.discussions.find((row) => row.period_id === detail.periods[0]!.id) as Record<string, Loose>

/** A guest call (no login) from one address. */
function guest(method: string, path: string, body?: unknown, address = '203.0.113.7') {
  const init: RequestInit = body === undefined ? { method } : { ...postJson(body), method }
  return t.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address } }).then(async (response) => ({
    status: response.status,
    body: (await response.json().catch(() => null)) as Loose,
  }))
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', PLAN_GUEST_MAX_REQUESTS: '1000' } })
  api = officeClient(t)
})
afterAll(() => t?.close())

describe('the seeded plans', () => {
  it('fall in every tab, and the provider lists only her own', async () => {
    for (const tab of ['draft', 'current', 'next', 'archived']) {
      const answer = await api.get('provider', `/api/intervention-plans/?tab=${tab}`)
      expect(answer.status, tab).toBe(200)
      expect(answer.body.total, tab).toBeGreaterThan(0)
      for (const item of answer.body.items) expect(item.tab).toBe(tab)
    }
    const marisol = (await rows<{ provider_id: number }>(sql`select provider_id from users where email = 'terapeuta@example.com'`))[0]!.provider_id
    const all = await api.get('provider', '/api/intervention-plans/?page_size=500')
    expect(all.body.items.every((item: { provider_id: number }) => item.provider_id === marisol)).toBe(true)
    const staff = await api.get('admin', '/api/intervention-plans/?page_size=500')
    expect(staff.body.total).toBeGreaterThan(all.body.total)
  })

  it('narrow to one customer (the documents inbox’s region), counted the same way', async () => {
    const all = await api.get('admin', '/api/intervention-plans/?page_size=500')
    const customerId = all.body.items[0].customer_id as number
    const one = await api.get('admin', `/api/intervention-plans/?page_size=500&customer_id=${customerId}`)
    expect(one.status).toBe(200)
    expect(one.body.items.length).toBeGreaterThan(0)
    expect(one.body.items.every((item: { customer_id: number }) => item.customer_id === customerId)).toBe(true)
    expect(one.body.total).toBe(all.body.items.filter((item: { customer_id: number }) => item.customer_id === customerId).length)
    expect((await api.get('admin', '/api/intervention-plans/?customer_id=abc')).status).toBe(422)
  })

  it('answers a plan nested: goals → objectives → achievements, discussions with signatures', async () => {
    const detail = await plan('provider', await seededPlan('terapeuta@example.com', 'supervisor_signed'))
    expect(detail.goals.length).toBeGreaterThan(0)
    expect(detail.goals[0].objectives[0].achievements[0]).toMatchObject({ authorized_initials: 'MLR' })
    const signatures = firstDiscussion(detail).signatures
    expect(signatures.map((row: { role: string; covers: string }) => `${row.role}:${row.covers}`)).toEqual(
      expect.arrayContaining(['authorized:achievement', 'authorized:discussion', 'provider:discussion', 'supervisor:discussion']),
    )
    for (const signature of signatures) expect(signature).toMatchObject({ voided: false, content_hash: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })
})

describe('permissions', () => {
  it('a provider does not see another provider’s plan (404 like a missing one); the supervisor reads but does not write', async () => {
    const carlosPlan = (await rows<{ id: number }>(sql`select p.id from intervention_plans p join referrals r on r.id = p.referral_id
      join users u on u.provider_id = r.provider_id where u.email = 'terapeuta2@example.com' limit 1`))[0]!.id
    expect((await api.get('provider', `/api/intervention-plans/${carlosPlan}`)).status).toBe(404)
    expect((await api.get('provider', '/api/intervention-plans/99999999')).status).toBe(404)

    const marisolPlan = await seededPlan('terapeuta@example.com', 'achievements_submitted')
    expect((await api.get('supervisor', `/api/intervention-plans/${marisolPlan}`)).status).toBe(200)
    const detail = await plan('supervisor', marisolPlan)
    expect(detail.may_write).toBe(false)
    // A guest link signs as the authorized person: readers never see one.
    const waiting = await seededPlan('terapeuta@example.com', 'signature_requested')
    expect((await plan('supervisor', waiting)).guest_link).toBeNull()
    expect((await plan('provider', waiting)).guest_link).not.toBeNull()
    expect((await api.get('supervisor', `/api/intervention-plans/${waiting}/guest-links`)).status).toBe(403)
    expect((await api.get('billing', `/api/intervention-plans/${waiting}/guest-links`)).status).toBe(403)
    const goal = await api.call('supervisor', 'POST', '/api/intervention-plans/goals', { plan_id: marisolPlan, description: 'Una meta' })
    expect(goal.status).toBe(403)
    expect((await api.get('provider2', `/api/intervention-plans/${marisolPlan}`)).status).toBe(404)
  })

  it('read-only staff read; only writers change', async () => {
    const id = await seededPlan('terapeuta@example.com', 'achievements_submitted')
    expect((await api.get('billing', `/api/intervention-plans/${id}`)).status).toBe(200)
    expect((await api.call('billing', 'POST', '/api/intervention-plans/goals', { plan_id: id, description: 'Meta' })).status).toBe(403)
    expect((await api.call('billing', 'POST', '/api/intervention-plans/', { referral_id: 1, academic_year_id: 1 })).status).toBe(403)
  })

  it('staff do not sign as provider or supervisor', async () => {
    const detail = await plan('admin', await seededPlan('terapeuta@example.com', 'authorized_signed'))
    const discussion = firstDiscussion(detail)
    const answer = await api.call('admin', 'PATCH', `/api/intervention-plans/${detail.id}/discussions/${discussion.id}/provider-signature`, { hash: discussion.hash })
    expect(answer.status).toBe(403)
  })
})

describe('signing order', () => {
  it('refuses the supervisor before the provider, and the provider before the authorized person (409)', async () => {
    const waiting = await plan('provider', await seededPlan('terapeuta@example.com', 'signature_requested'))
    const discussion = firstDiscussion(waiting)
    const early = await api.call('provider', 'PATCH', `/api/intervention-plans/${waiting.id}/discussions/${discussion.id}/provider-signature`, { hash: discussion.hash })
    expect(early).toMatchObject({ status: 409, body: { code: 'signature_out_of_order' } })

    const authorized = await plan('provider', await seededPlan('terapeuta@example.com', 'authorized_signed'))
    const next = firstDiscussion(authorized)
    const supervisorFirst = await api.call('supervisor', 'PATCH', `/api/intervention-plans/${authorized.id}/discussions/${next.id}/supervisor-signature`, { hash: next.hash })
    expect(supervisorFirst).toMatchObject({ status: 409, body: { code: 'signature_out_of_order' } })

    const provider = await api.call('provider', 'PATCH', `/api/intervention-plans/${authorized.id}/discussions/${next.id}/provider-signature`, { hash: next.hash })
    expect(provider.status).toBe(200)
    expect(provider.body.state).toBe('provider_signed')
    const signature = provider.body.signatures.find((row: { role: string }) => row.role === 'provider')
    expect(signature).toMatchObject({ signer: expect.stringContaining('Marisol'), client_address: expect.any(String), voided: false })

    // Signing what one did not see: the version moved.
    const stale = await api.call('supervisor', 'PATCH', `/api/intervention-plans/${authorized.id}/discussions/${next.id}/supervisor-signature`, { hash: next.hash })
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { state: 'provider_signed' } } })
    const supervisor = await api.call('supervisor', 'PATCH', `/api/intervention-plans/${authorized.id}/discussions/${next.id}/supervisor-signature`, {
      hash: provider.body.hash,
    })
    expect(supervisor).toMatchObject({ status: 200, body: { state: 'supervisor_signed' } })
  })

  it('a discussion goes the whole way: achievements, submit, request, guest initials and acceptance, provider, supervisor', async () => {
    const referral = (await rows<{ id: number; academic_year_id: number }>(sql`select r.id, r.academic_year_id from referrals r
      join users u on u.provider_id = r.provider_id join referral_statuses s on s.id = r.status_id
      where u.email = 'terapeuta@example.com' and s.name = 'Activo'
      and not exists (select 1 from intervention_plans p where p.referral_id = r.id) order by r.id limit 1`))[0]!
    const year = (await api.get('provider', '/api/public/academic-years?deltas=0')).body[0]
    const created = await api.call('provider', 'POST', '/api/intervention-plans/', { referral_id: referral.id, academic_year_id: year.id })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status_id: 1, tab: 'draft', discussions: [{ state: 'draft' }, { state: 'draft' }] })
    const id = created.body.id
    const period = created.body.periods[0].id
    const goal = await api.call('provider', 'POST', '/api/intervention-plans/goals', { plan_id: id, description: 'Mejorará su lectura.' })
    expect(goal.status).toBe(201)
    const objective = await api.call('provider', 'POST', '/api/intervention-plans/objectives', { goal_id: goal.body.id, description: 'Leerá 20 palabras por minuto.', measurement_type_id: 1 })
    expect(objective.status).toBe(201)
    const achievement = await api.call('provider', 'PUT', `/api/intervention-plans/objectives/${objective.body.id}/achievements/${period}`, { progress_level_id: 3, comments: 'Bien' })
    expect(achievement).toMatchObject({ status: 200, body: { period_id: period, progress_level_id: 3, authorized_initials: null } })

    let discussion = firstDiscussion(await plan('provider', id))
    const submitted = await api.call('provider', 'PATCH', `/api/intervention-plans/${id}/discussions/periods/${period}`, {
      action: 'submit-achievements',
      achievements_summary: 'Progresó.',
      hash: discussion.hash,
    })
    expect(submitted).toMatchObject({ status: 200, body: { state: 'achievements_submitted', achievements_summary: 'Progresó.' } })
    const requested = await api.call('provider', 'PATCH', `/api/intervention-plans/${id}/discussions/periods/${period}`, { action: 'request-signature', hash: submitted.body.hash })
    expect(requested.body.state).toBe('signature_requested')
    const link = (await plan('provider', id)).guest_link
    expect(link.path).toBe(`/guest/intervention-plans/${link.uuid}`)

    // Accepting before the initials: refused.
    let view = await guest('GET', `/api/public/intervention-plans/${link.uuid}`)
    expect(view.status).toBe(200)
    const guestDiscussion = view.body.plan.discussions.find((row: { period_id: number }) => row.period_id === period)
    const tooEarly = await guest('PATCH', `/api/public/intervention-plans/${link.uuid}/discussions/periods/${period}`, { action: 'accept-achievements', hash: guestDiscussion.hash })
    expect(tooEarly).toMatchObject({ status: 409, body: { code: 'achievements_unsigned' } })

    const guestAchievement = view.body.plan.goals[0].objectives[0].achievements[0]
    const signed = await guest('PATCH', `/api/public/intervention-plans/objectives/achievements/${guestAchievement.id}/sign`, {
      uuid: link.uuid,
      authorized_initials: 'jpr',
      hash: guestAchievement.hash,
    })
    expect(signed.status).toBe(200)
    expect(signed.body.plan.goals[0].objectives[0].achievements[0].authorized_initials).toBe('JPR')
    const again = await guest('PATCH', `/api/public/intervention-plans/objectives/achievements/${guestAchievement.id}/sign`, {
      uuid: link.uuid,
      authorized_initials: 'JPR',
      hash: guestAchievement.hash,
    })
    expect(again).toMatchObject({ status: 409, body: { code: 'already_signed' } })

    view = await guest('GET', `/api/public/intervention-plans/${link.uuid}`)
    const fresh = view.body.plan.discussions.find((row: { period_id: number }) => row.period_id === period)
    const accepted = await guest('PATCH', `/api/public/intervention-plans/${link.uuid}/discussions/periods/${period}`, { action: 'accept-achievements', hash: fresh.hash })
    expect(accepted.status).toBe(200)
    expect(accepted.body.plan.discussions.find((row: { period_id: number }) => row.period_id === period).state).toBe('authorized_signed')

    discussion = firstDiscussion(await plan('provider', id))
    const provider = await api.call('provider', 'PATCH', `/api/intervention-plans/${id}/discussions/${discussion.id}/provider-signature`, { hash: discussion.hash })
    expect(provider.body.state).toBe('provider_signed')
    const supervisor = await api.call('supervisor', 'PATCH', `/api/intervention-plans/${id}/discussions/${discussion.id}/supervisor-signature`, { hash: provider.body.hash })
    expect(supervisor.body.state).toBe('supervisor_signed')
  })
})

describe('the unreachable form', () => {
  it('lets the provider sign without the authorized person, and detaching it takes that back', async () => {
    const detail = await plan('provider', await seededPlan('terapeuta@example.com', 'signature_requested'))
    const discussion = firstDiscussion(detail)
    // A real "no localización" form about the plan's own referral (server/plan-pdfs tests check the refusals).
    const templates = (await api.get('provider', '/api/forms/templates')).body as { id: number; code: string }[]
    const form = await api.call('provider', 'POST', '/api/forms/', {
      template_id: templates.find((row) => row.code === 'unreachable')!.id,
      referral_id: detail.referral_id,
      values: { contact_attempts: 'Llamada sin respuesta.', last_attempt_date: '2026-03-05', last_contact_method: 'Teléfono' },
    })
    expect(form.status).toBe(201)
    const attached = await api.call('provider', 'PATCH', `/api/intervention-plans/discussions/${discussion.id}/attach-unreachable-form`, { form_id: form.body.id, hash: discussion.hash })
    expect(attached).toMatchObject({ status: 200, body: { unreachable_form_id: form.body.id, state: 'signature_requested' } })
    const signed = await api.call('provider', 'PATCH', `/api/intervention-plans/${detail.id}/discussions/${discussion.id}/provider-signature`, { hash: attached.body.hash })
    expect(signed).toMatchObject({ status: 200, body: { state: 'provider_signed' } })
    const detached = await api.call('provider', 'PATCH', `/api/intervention-plans/discussions/${discussion.id}/detach-unreachable-form`, { hash: signed.body.hash })
    expect(detached).toMatchObject({ status: 200, body: { unreachable_form_id: null, state: 'signature_requested' } })
    expect((await api.call('provider', 'PATCH', `/api/intervention-plans/discussions/${discussion.id}/attach-unreachable-form`, { form_id: 'x', hash: detached.body.hash })).status).toBe(422)
  })
})

describe('voiding on change', () => {
  it('editing a signed objective voids the signatures that covered it (kept, flagged) and asks for signatures again', async () => {
    const id = await seededPlan('terapeuta@example.com', 'supervisor_signed')
    const before = await plan('provider', id)
    const objective = before.goals[0].objectives[0]
    const other = before.goals[1].objectives[0]
    const changed = await api.call('provider', 'PATCH', `/api/intervention-plans/objectives/${objective.id}`, { description: 'Utilizará oraciones de 6 palabras.', hash: objective.hash })
    expect(changed.status).toBe(200)
    expect(changed.body.achievements[0].authorized_initials).toBeNull()

    const after = await plan('provider', id)
    const discussion = firstDiscussion(after)
    expect(discussion.state).toBe('signature_requested')
    const byCover = (role: string, covers: string) => discussion.signatures.filter((row: { role: string; covers: string }) => row.role === role && row.covers === covers)
    for (const role of ['provider', 'supervisor']) expect(byCover(role, 'discussion')[0]).toMatchObject({ voided: true, voided_reason: 'content_changed' })
    expect(byCover('authorized', 'discussion')[0]).toMatchObject({ voided: true })
    const initials = byCover('authorized', 'achievement')
    const ofChanged = initials.find((row: { achievement_id: number }) => row.achievement_id === objective.achievements[0].id)
    const ofOther = initials.find((row: { achievement_id: number }) => row.achievement_id === other.achievements[0].id)
    expect(ofChanged.voided).toBe(true)
    // The initials on an achievement the change did not touch still hold.
    expect(ofOther.voided).toBe(false)
    // Nothing of the history is lost.
    expect(discussion.signatures.length).toBe(firstDiscussion(before).signatures.length)
  })

  it('changing the summary voids the discussion signatures but not the initials', async () => {
    const detail = await plan('provider', await seededPlan('terapeuta@example.com', 'provider_signed'))
    const discussion = firstDiscussion(detail)
    const saved = await api.call('provider', 'PATCH', `/api/intervention-plans/${detail.id}/discussions/periods/${discussion.period_id}`, {
      achievements_summary: 'Otro resumen.',
      hash: discussion.hash,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.state).toBe('signature_requested')
    for (const signature of saved.body.signatures) expect(signature.voided).toBe(signature.covers === 'discussion')
  })

  it('an unchanged save voids nothing', async () => {
    const detail = await plan('provider', await seededPlan('terapeuta@example.com', 'supervisor_signed'))
    const goal = detail.goals[1]
    const saved = await api.call('provider', 'PUT', `/api/intervention-plans/goals/${goal.id}`, { description: goal.description, hash: goal.hash })
    expect(saved.status).toBe(200)
    expect(firstDiscussion(await plan('provider', detail.id)).state).toBe('supervisor_signed')
  })
})

describe('guest links', () => {
  it('expire after their days, and answer 410 with a code', async () => {
    const detail = await plan('admin', await seededPlan('terapeuta@example.com', 'achievements_submitted'))
    const issued = await api.call('admin', 'POST', `/api/intervention-plans/${detail.id}/guest-links`)
    expect(issued.status).toBe(201)
    expect(issued.body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const opened = await guest('GET', `/api/public/intervention-plans/${issued.body.uuid}`)
    expect(opened.status).toBe(200)
    // Who is asked to sign: the student's guardian on record (or null), never a staff name.
    const [student] = await t.db.select({ guardian: students.guardian_name }).from(students).innerJoin(interventionPlans, eq(interventionPlans.student_id, students.id)).where(eq(interventionPlans.id, detail.id))
    expect(student?.guardian).toBeTruthy()
    expect(opened.body.link.expected_signer).toBe(student?.guardian)
    const start = t.clock.now()
    t.clock.advance(30 * 86_400 + 1)
    try {
      expect(await guest('GET', `/api/public/intervention-plans/${issued.body.uuid}`)).toMatchObject({ status: 410, body: { code: 'guest_link_expired' } })
    } finally {
      t.clock.set(start)
    }
  })

  it('are revoked by a re-issue or on their own, and an unknown one is 404', async () => {
    const detail = await plan('admin', await seededPlan('terapeuta@example.com', 'achievements_submitted'))
    const first = await api.call('provider', 'POST', `/api/intervention-plans/${detail.id}/guest-links`)
    const second = await api.call('admin', 'POST', `/api/intervention-plans/${detail.id}/guest-links`)
    expect(await guest('GET', `/api/public/intervention-plans/${first.body.uuid}`)).toMatchObject({ status: 410, body: { code: 'guest_link_revoked' } })
    expect((await guest('GET', `/api/public/intervention-plans/${second.body.uuid}`)).status).toBe(200)
    const revoked = await api.call('admin', 'PATCH', `/api/intervention-plans/${detail.id}/guest-links/${second.body.id}/revoke`)
    expect(revoked).toMatchObject({ status: 200, body: { status: 'revoked' } })
    expect((await guest('GET', `/api/public/intervention-plans/${second.body.uuid}`)).status).toBe(410)
    expect(await guest('GET', '/api/public/intervention-plans/6f1c2a8e-1d3b-4c5d-9e7f-0a1b2c3d4e5f')).toMatchObject({ status: 404, body: { code: 'guest_link_not_found' } })
    // The supervisor reads the plan but issues no link.
    expect((await api.call('supervisor', 'POST', `/api/intervention-plans/${detail.id}/guest-links`)).status).toBe(403)
  })

  it('reach nothing but their plan, and carry no staff data', async () => {
    const waiting = await plan('admin', await seededPlan('terapeuta@example.com', 'signature_requested'))
    const other = await plan('admin', await seededPlan('terapeuta@example.com', 'supervisor_signed'))
    const link = waiting.guest_link
    const view = await guest('GET', `/api/public/intervention-plans/${link.uuid}`)
    expect(view.status).toBe(200)
    const text = JSON.stringify(view.body)
    for (const leak of ['student_id', 'referral_id', 'user_id', 'client_address', 'provider_id', 'content_hash', '@example.com', 'Marisol']) expect(text).not.toContain(leak)
    expect(view.body.plan.id).toBeUndefined()

    // Another plan's achievement, with this link: as unknown as a missing one.
    const foreign = other.goals[0].objectives[0].achievements[0]
    const signed = await guest('PATCH', `/api/public/intervention-plans/objectives/achievements/${foreign.id}/sign`, { uuid: link.uuid, authorized_initials: 'AB', hash: foreign.hash })
    expect(signed.status).toBe(404)
    const missing = await guest('PATCH', '/api/public/intervention-plans/objectives/achievements/99999999/sign', { uuid: link.uuid, authorized_initials: 'AB', hash: foreign.hash })
    expect(missing.status).toBe(404)
    expect(signed.body.code).toBe(missing.body.code)
  })

  it('are rate-limited per address', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: '1', PLAN_GUEST_MAX_REQUESTS: '3' } })
    try {
      const call = () => limited.request('/api/public/intervention-plans/6f1c2a8e-1d3b-4c5d-9e7f-0a1b2c3d4e5f', { headers: { 'X-Forwarded-For': '198.51.100.9' } })
      for (let attempt = 0; attempt < 3; attempt++) expect((await call()).status).toBe(404)
      const refused = await call()
      expect(refused.status).toBe(429)
      expect(((await refused.json()) as { code: string }).code).toBe('too_many_requests')
    } finally {
      await limited.close()
    }
  })
})

describe('rules and bad input', () => {
  it('creates plans only from plans_start and never for a past year', async () => {
    const referral = (await rows<{ id: number }>(sql`select r.id from referrals r join users u on u.provider_id = r.provider_id
      join referral_statuses s on s.id = r.status_id where u.email = 'terapeuta2@example.com' and s.name = 'Activo' order by r.id desc limit 1`))[0]!
    const years = (await api.get('provider2', '/api/public/academic-years')).body as { id: number; delta: number }[]
    const yearOf = (delta: number) => years.find((year) => year.delta === delta)!.id
    expect(await api.call('provider2', 'POST', '/api/intervention-plans/', { referral_id: referral.id, academic_year_id: yearOf(-1) })).toMatchObject({
      status: 422,
      body: { errors: { academic_year_id: 'past_year' } },
    })
    // Next year's plans_start (1 May) has not come on 10 March.
    expect(await api.call('provider2', 'POST', '/api/intervention-plans/', { referral_id: referral.id, academic_year_id: yearOf(1) })).toMatchObject({
      status: 422,
      body: { errors: { academic_year_id: 'before_plans_start' } },
    })
    const foreign = (await rows<{ id: number }>(sql`select r.id from referrals r join users u on u.provider_id = r.provider_id where u.email = 'terapeuta@example.com' limit 1`))[0]!
    expect(await api.call('provider2', 'POST', '/api/intervention-plans/', { referral_id: foreign.id, academic_year_id: yearOf(0) })).toMatchObject({
      status: 422,
      body: { errors: { referral_id: 'unknown_reference' } },
    })
  })

  it('answers 4xx with codes for bad bodies and stale versions', async () => {
    const detail = await plan('provider', await seededPlan('terapeuta@example.com', 'achievements_submitted'))
    const goal = detail.goals[0]
    expect((await api.call('provider', 'PUT', `/api/intervention-plans/goals/${goal.id}`, { description: '', hash: goal.hash })).body).toMatchObject({
      code: 'validation_failed',
      errors: { description: 'required' },
    })
    expect((await api.call('provider', 'PUT', `/api/intervention-plans/goals/${goal.id}`, 'not json')).status).toBe(400)
    const stale = await api.call('provider', 'PUT', `/api/intervention-plans/goals/${goal.id}`, { description: 'Otra', hash: 'old' })
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict', current: { id: goal.id, hash: goal.hash } } })
    const objective = goal.objectives[0]
    expect((await api.call('provider', 'PATCH', `/api/intervention-plans/objectives/${objective.id}`, { measurement_type_id: 99999, hash: objective.hash })).body).toMatchObject({
      code: 'unknown_reference',
    })
    const discussion = firstDiscussion(detail)
    expect(
      await api.call('provider', 'PATCH', `/api/intervention-plans/${detail.id}/discussions/periods/${discussion.period_id}`, { action: 'submit-achievements', hash: discussion.hash }),
    ).toMatchObject({ status: 409, body: { code: 'action_not_allowed' } })
    expect(
      await api.call('provider', 'PATCH', `/api/intervention-plans/${detail.id}/discussions/periods/${discussion.period_id}`, { action: 'fly', hash: discussion.hash }),
    ).toMatchObject({ status: 422, body: { errors: { action: 'invalid_action' } } })
    expect((await guest('PATCH', '/api/public/intervention-plans/objectives/achievements/1/sign', { uuid: 'x', authorized_initials: '1' })).status).toBe(422)
    expect((await api.get('provider', '/api/intervention-plans/?tab=someday')).status).toBe(422)
  })

  it('reverts a plan and a discussion to draft (office only), voiding the discussion’s signatures', async () => {
    const detail = await plan('admin', await seededPlan('terapeuta@example.com', 'supervisor_signed'))
    const discussion = firstDiscussion(detail)
    expect((await api.call('provider', 'PATCH', `/api/intervention-plans/discussions/${discussion.id}/revert-to-draft`, { hash: discussion.hash })).status).toBe(403)
    const reverted = await api.call('admin', 'PATCH', `/api/intervention-plans/discussions/${discussion.id}/revert-to-draft`, { hash: discussion.hash })
    expect(reverted.body.state).toBe('draft')
    expect(reverted.body.signatures.every((row: { voided: boolean; voided_reason: string }) => row.voided && row.voided_reason)).toBe(true)
    const planReverted = await api.call('admin', 'PATCH', `/api/intervention-plans/${detail.id}/revert-to-draft`, { hash: detail.hash })
    expect(planReverted.body).toMatchObject({ status_id: 1, tab: 'draft' })
    // A past year's plan stays where it is: as a draft it would fall in no tab.
    const past = (await rows<{ id: number; hash: string }>(sql`select p.id, p.hash from intervention_plans p join academic_years y on y.id = p.academic_year_id
      where y.end_date < '2026-03-10' and p.status_id = 2 limit 1`))[0]!
    expect(await api.call('admin', 'PATCH', `/api/intervention-plans/${past.id}/revert-to-draft`, { hash: past.hash })).toMatchObject({
      status: 409,
      body: { code: 'plan_past_year' },
    })
  })

  it('lists discussions and the todo lists', async () => {
    const discussions = await api.get('admin', '/api/intervention-plans/discussions?state=signature_requested')
    expect(discussions.status).toBe(200)
    expect(discussions.body.items.every((row: { state: string }) => row.state === 'signature_requested')).toBe(true)
    expect((await api.get('admin', '/api/intervention-plans/customers/todo')).status).toBe(200)
    const todo = await api.get('admin', '/api/intervention-plans/discussions/customers/todo')
    expect(todo.body[0]).toMatchObject({ customer_id: expect.any(Number), pending: expect.any(Number) })
  })

  it('keeps goal templates per user and objective templates for the office', async () => {
    const mine = await api.get('provider', '/api/intervention-plans/goal-templates')
    expect(mine.body.total).toBeGreaterThan(0)
    const created = await api.call('provider', 'POST', '/api/intervention-plans/goal-templates', { name: 'Nueva', description: 'Texto' })
    expect(created.status).toBe(201)
    expect((await api.call('provider2', 'PUT', `/api/intervention-plans/goal-templates/${created.body.id}`, { name: 'X', description: 'Y' })).status).toBe(404)
    expect((await api.call('provider', 'POST', '/api/intervention-plans/objective-templates', { name: 'X', description: 'Y', measurement_type_id: 1 })).status).toBe(403)
    expect((await api.call('admin', 'POST', '/api/intervention-plans/objective-templates', { name: 'X', description: 'Y', measurement_type_id: 1 })).status).toBe(201)
    expect((await api.get('provider', '/api/intervention-plans/objective-templates')).body.total).toBeGreaterThan(0)
  })
})
