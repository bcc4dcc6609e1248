import { readerName } from '../i18n/reader-language'
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Evaluation, EvaluationCreateInput, EvaluationLookup, EvaluationPutInput, EVALUATION_SORTS } from '../../src/domain/evaluations/schemas'
import type { ListParams, Page } from '../../src/domain/lists/list-params'
import type { Executor } from '../db/client'
import { evaluations, evaluationServices, evaluationTypes, referrals, services, students } from '../db/schema'
import { invalid, notFound } from '../http/errors'
import { listPage } from '../core/list-page'
import { likePattern, orderOf } from '../http/list'
import { staleVersion } from '../http/references'
import type { OfficeViewer } from '../permissions/viewer'
import { readableReferrals } from '../service-forms/access'

/** Service type 2 is evaluation (spec §1, §9). */
export const EVALUATION_SERVICE_TYPE = 2

export async function evaluationServiceList(db: Executor): Promise<EvaluationLookup[]> {
  return db.select({ id: services.id, name: readerName(services) }).from(services).where(eq(services.type_id, EVALUATION_SERVICE_TYPE)).orderBy(asc(services.name))
}

export async function evaluationTypeList(db: Executor): Promise<EvaluationLookup[]> {
  return db.select({ id: evaluationTypes.id, name: evaluationTypes.name }).from(evaluationTypes).orderBy(asc(evaluationTypes.sort_index), asc(evaluationTypes.id))
}

/** Each row names an evaluation service and a known type; otherwise 422 on `services.<n>.…`. */
export async function checkServiceRows(db: Executor, rows: EvaluationCreateInput['services']): Promise<void> {
  const [known, types] = await Promise.all([evaluationServiceList(db), evaluationTypeList(db)])
  const errors: Record<string, string> = {}
  rows.forEach((row, index) => {
    if (!known.some((service) => service.id === row.service_id)) errors[`services.${index}.service_id`] = 'unknown_reference'
    if (!types.some((type) => type.id === row.type_id)) errors[`services.${index}.type_id`] = 'unknown_reference'
  })
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

const columns = {
  id: evaluations.id,
  referral_id: evaluations.referral_id,
  referral_number: referrals.number,
  student_id: referrals.student_id,
  first_name: students.first_name,
  last_name: students.last_name,
  provider_id: evaluations.provider_id,
  evaluated_on: evaluations.evaluated_on,
  findings: evaluations.findings,
  recommendations: evaluations.recommendations,
  hash: evaluations.hash,
  created_at: evaluations.created_at,
  updated_at: evaluations.updated_at,
  referral_provider_id: referrals.provider_id,
  referral_customer_id: referrals.customer_id,
}


async function servicesOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select({
      evaluation_id: evaluationServices.evaluation_id,
      service_id: evaluationServices.service_id,
      service_name: readerName(services),
      type_id: evaluationServices.type_id,
      type_name: evaluationTypes.name,
    })
    .from(evaluationServices)
    .innerJoin(services, eq(services.id, evaluationServices.service_id))
    .innerJoin(evaluationTypes, eq(evaluationTypes.id, evaluationServices.type_id))
    .where(inArray(evaluationServices.evaluation_id, ids))
    .orderBy(asc(evaluationServices.id))
}

async function answers(db: Executor, rows: Row[]): Promise<Evaluation[]> {
  const lines = await servicesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    referral_id: row.referral_id,
    referral_number: row.referral_number,
    student_id: row.student_id,
    student_name: `${row.first_name} ${row.last_name}`,
    provider_id: row.provider_id,
    evaluated_on: row.evaluated_on,
    findings: row.findings,
    recommendations: row.recommendations,
    services: lines.filter((line) => line.evaluation_id === row.id).map(({ evaluation_id: _id, ...line }) => line),
    hash: row.hash,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }))
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number]

function baseQuery(db: Executor) {
  return db.select(columns).from(evaluations).innerJoin(referrals, eq(referrals.id, evaluations.referral_id)).innerJoin(students, eq(students.id, referrals.student_id))
}

/** The evaluation `id` if the viewer reaches its referral; otherwise 404, as a missing one. */
export async function visibleEvaluation(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<Row> {
  const query = baseQuery(db).where(and(eq(evaluations.id, id), readableReferrals(viewer)))
  const [row] = lock ? await query.for('update', { of: evaluations }) : await query
  if (!row) throw notFound('La evaluación no existe.')
  return row
}

export async function evaluationAnswer(db: Executor, row: Row): Promise<Evaluation> {
  return (await answers(db, [row]))[0]!
}

type ListQuery = ListParams<(typeof EVALUATION_SORTS)[number]> & { referral_id?: number; student_id?: number; provider_id?: number }

export async function listEvaluations(db: Executor, viewer: OfficeViewer, query: ListQuery): Promise<Page<Evaluation>> {
  const conditions: (SQL | undefined)[] = [readableReferrals(viewer)]
  if (query.referral_id) conditions.push(eq(evaluations.referral_id, query.referral_id))
  if (query.student_id) conditions.push(eq(referrals.student_id, query.student_id))
  if (query.provider_id) conditions.push(eq(evaluations.provider_id, query.provider_id))
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(or(ilike(referrals.number, pattern), ilike(sql`${students.first_name} || ' ' || ${students.last_name}`, pattern)))
  }
  const where = and(...conditions)
  const page = await listPage(db, baseQuery(db).where(where).$dynamic(), query, orderOf(query.sort, { evaluated_on: evaluations.evaluated_on, id: evaluations.id }, [evaluations.id]))
  return { items: await answers(db, page.items), total: page.total }
}

export async function createEvaluation(db: Executor, input: EvaluationCreateInput, referral: { id: number; provider_id: number | null }, userId: number, now: Date) {
  const [created] = await db
    .insert(evaluations)
    .values({
      referral_id: referral.id,
      provider_id: referral.provider_id,
      evaluated_on: input.evaluated_on,
      findings: input.findings,
      recommendations: input.recommendations,
      created_by: userId,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: evaluations.id })
  await db.insert(evaluationServices).values(input.services.map((row) => ({ evaluation_id: created!.id, ...row })))
  return created!.id
}

/** Replaces a locked evaluation the person edited from `hash`; a stale one is 409 with the current evaluation. */
export async function replaceEvaluation(db: Executor, current: Row, input: EvaluationPutInput, userId: number, now: Date) {
  if (current.hash !== input.hash) throw staleVersion(await evaluationAnswer(db, current))
  await db
    .update(evaluations)
    .set({
      evaluated_on: input.evaluated_on,
      findings: input.findings,
      recommendations: input.recommendations,
      updated_by: userId,
      updated_at: now,
      hash: sql`md5(random()::text)`,
    })
    .where(eq(evaluations.id, current.id))
  await db.delete(evaluationServices).where(eq(evaluationServices.evaluation_id, current.id))
  await db.insert(evaluationServices).values(input.services.map((row) => ({ evaluation_id: current.id, ...row })))
}
