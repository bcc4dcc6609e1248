import { readerName } from '../i18n/reader-language'
import { randomUUID } from 'node:crypto'
import { and, asc, eq, ilike, sql } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { ApplyTemplateInput, RateTemplateInput, RateTemplatePutInput, RateTemplateSearch } from '../../src/domain/finance/schemas'
import type { ApplyTemplateResult, RateTemplate, RateTemplateListItem } from '../../src/domain/finance/types'
import type { Executor } from '../db/client'
import { providerServiceRates, serviceDurations, serviceRateTemplateLines, serviceRateTemplates, services, specialties } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { countAll, likePattern, limitOffset, orderOf, pageOf } from '../http/list'
import { assertReferencesExist, staleVersion } from '../http/references'
import { endRatesFrom } from './service-rates'

/** Rate templates (provider-service-rate-templates CRUD) and applying one to a provider. */

const headColumns = {
  id: serviceRateTemplates.id,
  name: serviceRateTemplates.name,
  specialty_id: serviceRateTemplates.specialty_id,
  specialty_name: readerName(specialties),
  duration_id: serviceRateTemplates.duration_id,
  duration_minutes: serviceDurations.minutes,
  hash: serviceRateTemplates.hash,
}

const heads = <T extends Record<string, unknown>>(db: Executor, columns: T) =>
  db
    .select(columns as never)
    .from(serviceRateTemplates)
    .innerJoin(specialties, eq(specialties.id, serviceRateTemplates.specialty_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, serviceRateTemplates.duration_id))

export async function pageTemplates(db: Executor, query: RateTemplateSearch): Promise<Page<RateTemplateListItem>> {
  const where = and(
    query.q ? ilike(serviceRateTemplates.name, likePattern(query.q)) : undefined,
    query.specialty_id ? eq(serviceRateTemplates.specialty_id, query.specialty_id) : undefined,
  )
  const { limit, offset } = limitOffset(query)
  const order = orderOf(query.sort, { name: serviceRateTemplates.name, specialty: specialties.name, id: serviceRateTemplates.id }, [serviceRateTemplates.id])
  const lineCount = sql<number>`(select count(*)::int from ${serviceRateTemplateLines} where ${serviceRateTemplateLines.template_id} = ${serviceRateTemplates.id})`
  const items = heads(db, { ...headColumns, line_count: lineCount }).where(where).orderBy(...order).limit(limit).offset(offset) as unknown as Promise<RateTemplateListItem[]>
  const total = db.select({ total: countAll }).from(serviceRateTemplates).where(where)
  return pageOf(items, total)
}

export async function templateOf(db: Executor, id: number, lock = false): Promise<RateTemplate> {
  if (lock) await db.select({ id: serviceRateTemplates.id }).from(serviceRateTemplates).where(eq(serviceRateTemplates.id, id)).for('update')
  const [head] = (await heads(db, headColumns).where(eq(serviceRateTemplates.id, id))) as unknown as Omit<RateTemplate, 'lines'>[]
  if (!head) throw notFound('La plantilla de tarifas no existe.')
  const lines = await db
    .select({ service_id: serviceRateTemplateLines.service_id, service_name: readerName(services), rate_cents: serviceRateTemplateLines.rate_cents })
    .from(serviceRateTemplateLines)
    .innerJoin(services, eq(services.id, serviceRateTemplateLines.service_id))
    .where(eq(serviceRateTemplateLines.template_id, id))
    .orderBy(asc(services.name))
  return { ...head, lines }
}

async function checkReferences(tx: Executor, input: RateTemplateInput) {
  await assertReferencesExist(tx, { specialty_id: [specialties, input.specialty_id], duration_id: [serviceDurations, input.duration_id] })
  await assertReferencesExist(tx, Object.fromEntries(input.lines.map((line, index) => [`lines.${index}.service_id`, [services, line.service_id]])))
}

async function writeLines(tx: Executor, id: number, lines: RateTemplateInput['lines']) {
  await tx.delete(serviceRateTemplateLines).where(eq(serviceRateTemplateLines.template_id, id))
  await tx.insert(serviceRateTemplateLines).values(lines.map((line) => ({ template_id: id, ...line })))
}

export async function createTemplate(tx: Executor, input: RateTemplateInput, now: Date): Promise<RateTemplate> {
  await checkReferences(tx, input)
  const { lines, ...head } = input
  const [row] = await tx.insert(serviceRateTemplates).values({ ...head, hash: randomUUID(), updated_at: now }).returning({ id: serviceRateTemplates.id })
  await writeLines(tx, row!.id, lines)
  return templateOf(tx, row!.id)
}

/** PUT: the whole template, lines replaced. Rates already applied from it stay as they are. */
export async function putTemplate(tx: Executor, id: number, input: RateTemplatePutInput, now: Date): Promise<RateTemplate> {
  const current = await templateOf(tx, id, true)
  const { hash, lines, ...head } = input
  if (hash !== current.hash) throw staleVersion(current, 'La plantilla cambió desde que se abrió.')
  await checkReferences(tx, input)
  await tx.update(serviceRateTemplates).set({ ...head, hash: randomUUID(), updated_at: now }).where(eq(serviceRateTemplates.id, id))
  await writeLines(tx, id, lines)
  return templateOf(tx, id)
}

export async function deleteTemplate(tx: Executor, id: number): Promise<void> {
  await templateOf(tx, id, true)
  await tx.delete(serviceRateTemplates).where(eq(serviceRateTemplates.id, id))
}

/**
 * POST /providers/{id}/service-rates/apply-template/{template_id}. From `effective_from`:
 * - replace (the default, spec §5): the template becomes the provider's whole rate sheet — every
 *   rate of hers still in force then is closed the day before (or removed if it had not started);
 * - merge: only the services of the template, at its session length, take its rates; her other
 *   rates stay as they are.
 * Closed rates are kept as history; the provider row is locked by the caller.
 */
export async function applyTemplate(tx: Executor, providerId: number, template: RateTemplate, input: ApplyTemplateInput, today: string, userId: number): Promise<ApplyTemplateResult> {
  const from = input.effective_from ?? today
  const pairs = template.lines.map((line) => ({ service_id: line.service_id, duration_id: template.duration_id }))
  const { closed, removed } = await endRatesFrom(tx, providerId, from, input.mode === 'replace' ? 'all' : pairs)
  // A rate ending later than `from` but closed above cannot clash; one the replace left (none)
  // or a merge kept for another pair cannot either: the new rows start clean.
  const open = template.lines.map((line) => ({
    provider_id: providerId,
    service_id: line.service_id,
    duration_id: template.duration_id,
    rate_cents: line.rate_cents,
    effective_from: from,
    template_id: template.id,
    created_by: userId,
    hash: randomUUID(),
  }))
  if (open.length === 0) throw new HttpError(422, 'validation_failed', 'La plantilla no tiene tarifas.', { template_id: 'empty_template' })
  await tx.insert(providerServiceRates).values(open)
  return { mode: input.mode, effective_from: from, closed, removed, created: open.length }
}
