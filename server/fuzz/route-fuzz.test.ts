import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { documentEvents, evaluations, providerBankAccounts, providerContracts, providerPayments, providerLocationVisitLogs, providerServiceRates, providerSpecialties, referrals, serviceFormGuestLinks, serviceForms } from '../db/schema'
import { and, eq, sql } from 'drizzle-orm'
import { activeReferralsOf, lookups, mutation, providerIdOf, sessionBody } from '../test-support/sessions'
import { multipart } from '../test-support/office'
import { createTestApp, postJson, type TestApp } from '../test-support/test-app'
import { BAD_PATH_VALUES, FIXED_BODIES, FIXED_QUERIES, missingValue, randomBodies, randomQueries } from './inputs'
import { OWNERSHIP, type ForeignRecords } from './ownership'
import { apiRoutes, fillPath, type ApiRoute } from './route-table'

/**
 * Every route of the API's own route table, sent a fixed, seeded set of bad inputs as an
 * anonymous caller, a provider and office staff. Whatever comes in: never a 5xx, an error is
 * always a JSON `{code}` without a stack trace, and another provider's record answers exactly
 * as a record that does not exist. FUZZ_RUNS (random bodies and queries per route, default 4)
 * and FUZZ_SEED make a longer or different run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4)
const SEED = Number(process.env.FUZZ_SEED ?? 8)
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// Over 20,000 requests (259 routes): about 100 s on this 2-core machine while other work ran;
// the limit leaves room for a loaded CI machine (it is a guard against a hang, not a speed test).
const FUZZ_TIMEOUT_MS = 600_000
const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+|Failed query/

let t: TestApp
let records: ForeignRecords
const tokens = { anonymous: null as string | null, provider: '', staff: '' }
type Caller = keyof typeof tokens

beforeAll(async () => {
  t = await createTestApp()
  const ids = await lookups(t)
  const marisol = await t.login('terapeuta@example.com')
  tokens.provider = (await t.login('terapeuta2@example.com')).accessToken
  tokens.staff = (await t.login('oficina@example.com')).accessToken
  const marisolProviderId = await providerIdOf(t, 'terapeuta@example.com')
  const created = await t.authed(
    '/api/service-sessions',
    marisol.accessToken,
    mutation('POST', sessionBody(ids, [(await activeReferralsOf(t, marisolProviderId))[0]!])),
  )
  const session = (await created.json()) as ServiceSession
  const [specialty] = await t.db.select({ id: providerSpecialties.id }).from(providerSpecialties).where(eq(providerSpecialties.provider_id, marisolProviderId))
  const [referral] = await activeReferralsOf(t, marisolProviderId)
  const staffJson = (path: string, init: RequestInit) => t.authed(path, tokens.staff, init).then((response) => response.json() as Promise<{ id: number; job: { id: number } }>)
  const place = await staffJson('/api/provider-specialty-locations', postJson({ provider_specialty_id: specialty!.id, location_id: referral!.location_id }))
  const sheet = new FormData()
  sheet.set('file', new File(['SIE,Nombre,Apellido paterno,Fecha de nacimiento,Código de escuela\n12345678,Ana,Rivera,2015-01-01,70235'], 'activos.csv'))
  const imported = await staffJson('/api/import/active-students?mode=preview&wait=true', await multipart(sheet))
  records = {
    marisolProviderId,
    marisolUserId: ((await (await t.authed('/api/users/user', marisol.accessToken)).json()) as { id: number }).id,
    marisolSpecialtyId: specialty!.id,
    marisolSessionId: session.id,
    marisolVisitId: session.visits[0]!.id,
    marisolStudentId: referral!.student_id,
    marisolServiceId: referral!.service_id,
    marisolSpecialtyLocationId: place.id,
    marisolVisitLogId: (await t.db.select({ id: providerLocationVisitLogs.id }).from(providerLocationVisitLogs).where(eq(providerLocationVisitLogs.provider_id, marisolProviderId)))[0]!.id,
    ...(await marisolContract(marisolProviderId)),
    officeImportJobId: imported.job.id,
    marisolReferral: await marisolReferralRecords(marisolProviderId),
    marisolFormId: await marisolForm(marisol.accessToken, referral!.id),
    marisolPlan: await marisolPlanRecords(marisolProviderId),
    marisolRateId: (await t.db.select().from(providerServiceRates).where(eq(providerServiceRates.provider_id, marisolProviderId)))[0]!.id,
    marisolBankAccountId: (await t.db.select().from(providerBankAccounts).where(eq(providerBankAccounts.provider_id, marisolProviderId)))[0]!.id,
    ...(await marisolServiceFormRecords(marisolProviderId)),
    ...(await marisolPayment(marisolProviderId)),
  }
})
afterAll(() => t?.close())

/** A seeded service form of Marisol's with a link, and a seeded evaluation of hers. */
async function marisolServiceFormRecords(providerId: number) {
  const [link] = await t.db
    .select({ id: serviceFormGuestLinks.id, form_id: serviceFormGuestLinks.form_id })
    .from(serviceFormGuestLinks)
    .innerJoin(serviceForms, eq(serviceForms.id, serviceFormGuestLinks.form_id))
    .innerJoin(referrals, eq(referrals.id, serviceForms.referral_id))
    .where(eq(referrals.provider_id, providerId))
  const [evaluation] = await t.db.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.provider_id, providerId))
  return { marisolServiceForm: { id: link!.form_id, linkId: link!.id }, marisolEvaluationId: evaluation!.id }
}

/** One of Marisol's seeded payments, and its bill. */
async function marisolPayment(providerId: number) {
  const [payment] = await t.db.select().from(providerPayments).where(eq(providerPayments.provider_id, providerId))
  return { marisolPaymentId: payment!.id, marisolBillId: payment!.bill_id }
}

/** A "no localización" form Marisol fills in about her referral. */
async function marisolForm(token: string, referralId: number): Promise<number> {
  const templates = (await (await t.authed('/api/forms/templates', token)).json()) as Array<{ id: number; code: string }>
  const values = { contact_attempts: 'Llamada sin respuesta.', last_attempt_date: '2026-03-02', last_contact_method: 'Teléfono' }
  const body = { template_id: templates.find((template) => template.code === 'unreachable')!.id, referral_id: referralId, values }
  return ((await (await t.authed('/api/forms', token, postJson(body))).json()) as { id: number }).id
}

/** A seeded appointment of Marisol's (with its event and referral) and a seeded schedule of hers. */
async function marisolReferralRecords(providerId: number) {
  const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!
  const booked = await one<{ id: number; eventId: number; appointmentId: number }>(sql`select a.referral_id as "id", a.referral_event_id as "eventId",
    a.id as "appointmentId" from referral_appointments a join referrals r on r.id = a.referral_id where r.provider_id = ${providerId} order by a.id limit 1`)
  const slot = await one<{ scheduleReferralId: number; scheduleId: number }>(sql`select s.referral_id as "scheduleReferralId", s.id as "scheduleId"
    from referral_schedules s join referrals r on r.id = s.referral_id where r.provider_id = ${providerId} order by s.id limit 1`)
  return { ...booked, ...slot }
}

/** A seeded intervention plan of Marisol's with a guest link, and one of each record hanging on it. */
/** One of Marisol's seeded contracts and the first event of its history. */
async function marisolContract(marisolProviderId: number) {
  const [contract] = await t.db.select({ id: providerContracts.id }).from(providerContracts).where(eq(providerContracts.provider_id, marisolProviderId))
  const [event] = await t.db
    .select({ id: documentEvents.id })
    .from(documentEvents)
    .where(and(eq(documentEvents.document_type, 'provider-contract'), eq(documentEvents.document_id, contract!.id)))
  return { marisolContractId: contract!.id, marisolContractEventId: event!.id }
}

async function marisolPlanRecords(providerId: number) {
  const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!
  return one<ForeignRecords['marisolPlan']>(sql`select p.id, g.id as "goalId", o.id as "objectiveId", a.id as "assessmentId", d.id as "discussionId",
    d.period_id as "periodId", l.id as "guestLinkId",
    (select gt.id from goal_templates gt join users u on u.id = gt.user_id where u.provider_id = ${providerId} order by gt.id limit 1) as "goalTemplateId"
    from intervention_plans p join referrals r on r.id = p.referral_id
    join plan_goals g on g.plan_id = p.id join plan_objectives o on o.goal_id = g.id join plan_student_assessments a on a.plan_id = p.id
    join plan_discussions d on d.plan_id = p.id join plan_guest_links l on l.plan_id = p.id
    where r.provider_id = ${providerId} order by p.id, g.id, o.id, d.id limit 1`)
}

interface Answer {
  status: number
  code: string | undefined
  text: string
}

async function send(caller: Caller, method: string, url: string, body?: string, contentType = 'application/json'): Promise<Answer> {
  const headers: Record<string, string> = {}
  const token = tokens[caller]
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = contentType
  const response = await t.request(url, { method, headers, body })
  const text = await response.text()
  let code: string | undefined
  try {
    code = (JSON.parse(text) as { code?: string }).code
  } catch {
    code = undefined
  }
  return { status: response.status, code, text }
}

/** What is wrong with an answer, or null. */
function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`
  if (STACK_TRACE.test(answer.text)) return 'shows internals'
  if (answer.status >= 400 && !/^[a-z_]+$/.test(answer.code ?? '')) return 'error without a JSON {code}'
  return null
}

const missingPath = (route: ApiRoute) => fillPath(route, Object.fromEntries(route.params.map((param) => [param.name, missingValue(param)])))

/** The requests of one route: [caller, url, body?, content type?]. */
function requestsOf(route: ApiRoute): Array<[Caller, string, string?, string?]> {
  const url = missingPath(route)
  const writes = WRITE_METHODS.has(route.method)
  const bodies = writes ? [...FIXED_BODIES, ...randomBodies(SEED + route.path.length, RUNS)] : []
  const queries = [...FIXED_QUERIES, ...randomQueries(SEED + route.path.length, RUNS)]
  const badPaths = route.params.flatMap((param) =>
    BAD_PATH_VALUES.map((value) => fillPath(route, Object.fromEntries(route.params.map((other) => [other.name, other === param ? value : missingValue(other)])))),
  )
  const list: Array<[Caller, string, string?, string?]> = [['anonymous', url, writes ? '{}' : undefined]]
  for (const caller of ['provider', 'staff'] as const) {
    for (const body of bodies) list.push([caller, url, body])
    if (writes) list.push([caller, url, '{"notes":"x"}', 'text/plain'])
    for (const query of queries) list.push([caller, `${url}?${query}`, writes ? '{}' : undefined])
    for (const path of badPaths) list.push([caller, path, writes ? '{}' : undefined])
  }
  return list
}

// Routes that sign someone out run last, so the callers stay signed in for the rest.
const byRisk = (a: ApiRoute, b: ApiRoute) => Number(a.path.startsWith('/api/auth/')) - Number(b.path.startsWith('/api/auth/'))

describe('the route table under bad input', () => {
  it('never answers 5xx, always an error with a code, never internals', async () => {
    const routes = apiRoutes(t.app).sort(byRisk)
    expect(routes.length).toBeGreaterThan(50)
    const problems: string[] = []
    let sent = 0
    for (const route of routes) {
      for (const [caller, url, body, contentType] of requestsOf(route)) {
        const answer = await send(caller, route.method, url, body, contentType)
        sent++
        const problem = problemWith(answer)
        if (problem) problems.push(`${caller} ${route.method} ${url.slice(0, 100)} ${body?.slice(0, 60) ?? ''} → ${problem}: ${answer.text.slice(0, 120)}`)
      }
    }
    console.info(`fuzz: ${routes.length} routes, ${sent} requests (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`)
    expect(problems.slice(0, 25)).toEqual([])
  }, FUZZ_TIMEOUT_MS)

  it('lists the ownership of every route with a path parameter', () => {
    const unlisted = apiRoutes(t.app).filter((route) => route.params.length > 0 && !(route.pattern in OWNERSHIP))
    expect(unlisted.map((route) => `${route.method} ${route.pattern}`), 'add these to server/fuzz/ownership.ts').toEqual([])
  })

  it('answers another provider’s record exactly as one that does not exist', async () => {
    const differences: string[] = []
    for (const route of apiRoutes(t.app)) {
      const ownership = OWNERSHIP[route.pattern]
      if (!ownership || ownership === 'shared') continue
      const body = WRITE_METHODS.has(route.method) ? '{}' : undefined
      const query = route.pattern.startsWith('/api/attachments/') ? '?filename=licencia.pdf' : ''
      const foreign = await send('provider', route.method, `${fillPath(route, ownership(records))}${query}`, body)
      const missing = await send('provider', route.method, `${missingPath(route)}${query}`, body)
      if (foreign.status !== missing.status || foreign.code !== missing.code) {
        differences.push(`${route.method} ${route.pattern}: theirs ${foreign.status} ${foreign.code}, missing ${missing.status} ${missing.code}`)
      }
    }
    expect(differences).toEqual([])
  })
})
