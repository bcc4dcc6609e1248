import { and, eq, sql } from 'drizzle-orm'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import { documentEvents, evaluations, providerBankAccounts, providerContracts, providerPayments, providerLocationVisitLogs, providerServiceRates, providerSpecialties, referrals, serviceFormGuestLinks, serviceForms } from '../db/schema'
import { multipart } from '../test-support/office'
import { activeReferralsOf, lookups, mutation, providerIdOf, sessionBody } from '../test-support/sessions'
import { postJson, type TestApp } from '../test-support/test-app'
import type { ForeignRecords } from './ownership'

/**
 * One record of each kind that belongs to Marisol (a provider), made or found in a fresh test
 * app: the route tests fill path parameters with them (ownership.ts) to ask for someone else's
 * record. The office account makes what no seed holds (an import job, a place of service).
 */
export async function marisolRecords(t: TestApp): Promise<ForeignRecords> {
  const ids = await lookups(t)
  const marisol = await t.login('terapeuta@example.com')
  const staff = (await t.login('oficina@example.com')).accessToken
  const marisolProviderId = await providerIdOf(t, 'terapeuta@example.com')
  const created = await t.authed(
    '/api/service-sessions',
    marisol.accessToken,
    mutation('POST', sessionBody(ids, [(await activeReferralsOf(t, marisolProviderId))[0]!])),
  )
  const session = (await created.json()) as ServiceSession
  const [specialty] = await t.db.select({ id: providerSpecialties.id }).from(providerSpecialties).where(eq(providerSpecialties.provider_id, marisolProviderId))
  const [referral] = await activeReferralsOf(t, marisolProviderId)
  const staffJson = (path: string, init: RequestInit) => t.authed(path, staff, init).then((response) => response.json() as Promise<{ id: number; job: { id: number } }>)
  const place = await staffJson('/api/provider-specialty-locations', postJson({ provider_specialty_id: specialty!.id, location_id: referral!.location_id }))
  const sheet = new FormData()
  sheet.set('file', new File(['SIE,Nombre,Apellido paterno,Fecha de nacimiento,Código de escuela\n12345678,Ana,Rivera,2015-01-01,70235'], 'activos.csv'))
  const imported = await staffJson('/api/import/active-students?mode=preview&wait=true', await multipart(sheet))
  return {
    marisolProviderId,
    marisolUserId: ((await (await t.authed('/api/users/user', marisol.accessToken)).json()) as { id: number }).id,
    marisolSpecialtyId: specialty!.id,
    marisolSessionId: session.id,
    marisolVisitId: session.visits[0]!.id,
    marisolStudentId: referral!.student_id,
    marisolServiceId: referral!.service_id,
    marisolSpecialtyLocationId: place.id,
    marisolVisitLogId: (await t.db.select({ id: providerLocationVisitLogs.id }).from(providerLocationVisitLogs).where(eq(providerLocationVisitLogs.provider_id, marisolProviderId)))[0]!.id,
    ...(await marisolContract(t, marisolProviderId)),
    officeImportJobId: imported.job.id,
    marisolReferral: await marisolReferralRecords(t, marisolProviderId),
    marisolFormId: await marisolForm(t, marisol.accessToken, referral!.id),
    marisolPlan: await marisolPlanRecords(t, marisolProviderId),
    marisolRateId: (await t.db.select().from(providerServiceRates).where(eq(providerServiceRates.provider_id, marisolProviderId)))[0]!.id,
    marisolBankAccountId: (await t.db.select().from(providerBankAccounts).where(eq(providerBankAccounts.provider_id, marisolProviderId)))[0]!.id,
    ...(await marisolServiceFormRecords(t, marisolProviderId)),
    ...(await marisolPayment(t, marisolProviderId)),
  }
}

/** A seeded service form of Marisol's with a link, and a seeded evaluation of hers. */
async function marisolServiceFormRecords(t: TestApp, providerId: number) {
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
async function marisolPayment(t: TestApp, providerId: number) {
  const [payment] = await t.db.select().from(providerPayments).where(eq(providerPayments.provider_id, providerId))
  return { marisolPaymentId: payment!.id, marisolBillId: payment!.bill_id }
}

/** A "no localización" form Marisol fills in about her referral. */
async function marisolForm(t: TestApp, token: string, referralId: number): Promise<number> {
  const templates = (await (await t.authed('/api/forms/templates', token)).json()) as Array<{ id: number; code: string }>
  const values = { contact_attempts: 'Llamada sin respuesta.', last_attempt_date: '2026-03-02', last_contact_method: 'Teléfono' }
  const body = { template_id: templates.find((template) => template.code === 'unreachable')!.id, referral_id: referralId, values }
  return ((await (await t.authed('/api/forms', token, postJson(body))).json()) as { id: number }).id
}

/** A seeded appointment of Marisol's (with its event and referral) and a seeded schedule of hers. */
async function marisolReferralRecords(t: TestApp, providerId: number) {
  const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!
  const booked = await one<{ id: number; eventId: number; appointmentId: number }>(sql`select a.referral_id as "id", a.referral_event_id as "eventId",
    a.id as "appointmentId" from referral_appointments a join referrals r on r.id = a.referral_id where r.provider_id = ${providerId} order by a.id limit 1`)
  const slot = await one<{ scheduleReferralId: number; scheduleId: number }>(sql`select s.referral_id as "scheduleReferralId", s.id as "scheduleId"
    from referral_schedules s join referrals r on r.id = s.referral_id where r.provider_id = ${providerId} order by s.id limit 1`)
  return { ...booked, ...slot }
}

/** One of Marisol's seeded contracts and the first event of its history. */
async function marisolContract(t: TestApp, marisolProviderId: number) {
  const [contract] = await t.db.select({ id: providerContracts.id }).from(providerContracts).where(eq(providerContracts.provider_id, marisolProviderId))
  const [event] = await t.db
    .select({ id: documentEvents.id })
    .from(documentEvents)
    .where(and(eq(documentEvents.document_type, 'provider-contract'), eq(documentEvents.document_id, contract!.id)))
  return { marisolContractId: contract!.id, marisolContractEventId: event!.id }
}

/** A seeded intervention plan of Marisol's with a guest link, and one of each record hanging on it. */
async function marisolPlanRecords(t: TestApp, providerId: number) {
  const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!
  return one<ForeignRecords['marisolPlan']>(sql`select p.id, g.id as "goalId", o.id as "objectiveId", a.id as "assessmentId", d.id as "discussionId",
    d.period_id as "periodId", l.id as "guestLinkId",
    (select gt.id from goal_templates gt join users u on u.id = gt.user_id where u.provider_id = ${providerId} order by gt.id limit 1) as "goalTemplateId"
    from intervention_plans p join referrals r on r.id = p.referral_id
    join plan_goals g on g.plan_id = p.id join plan_objectives o on o.goal_id = g.id join plan_student_assessments a on a.plan_id = p.id
    join plan_discussions d on d.plan_id = p.id join plan_guest_links l on l.plan_id = p.id
    where r.provider_id = ${providerId} order by p.id, g.id, o.id, d.id limit 1`)
}
