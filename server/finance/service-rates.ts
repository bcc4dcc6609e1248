import { readerName } from '../i18n/reader-language'
import { randomUUID } from 'node:crypto'
import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { ServiceRateChangeInput, ServiceRateInput, ServiceRateSearch } from '../../src/domain/finance/schemas'
import type { ServiceRate } from '../../src/domain/finance/types'
import type { Executor } from '../db/client'
import { providerServiceRates, serviceDurations, services } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { countAll, limitOffset, orderOf, pageOf } from '../http/list'
import { assertReferencesExist, staleVersion } from '../http/references'
import { dayBefore } from './access'

/**
 * A provider's service rates. History is kept: a rate's amount is never rewritten (the database
 * refuses it, migration 0007); a change closes the old row the day before and adds a new one.
 */

const rateColumns = {
  id: providerServiceRates.id,
  provider_id: providerServiceRates.provider_id,
  service_id: providerServiceRates.service_id,
  service_name: readerName(services),
  duration_id: providerServiceRates.duration_id,
  duration_minutes: serviceDurations.minutes,
  rate_cents: providerServiceRates.rate_cents,
  effective_from: providerServiceRates.effective_from,
  effective_to: providerServiceRates.effective_to,
  template_id: providerServiceRates.template_id,
  hash: providerServiceRates.hash,
}

const joined = (db: Executor) =>
  db
    .select(rateColumns)
    .from(providerServiceRates)
    .innerJoin(services, eq(services.id, providerServiceRates.service_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, providerServiceRates.duration_id))

/** Rates not ended before `date`: those in force then and those scheduled after. */
const notEndedBefore = (date: string) => or(isNull(providerServiceRates.effective_to), gte(providerServiceRates.effective_to, date))

/** GET /providers/{id}/service-rates: current and scheduled rates (on `at`, default today), or all with history=true. */
export async function pageRates(db: Executor, providerId: number, query: ServiceRateSearch, today: string): Promise<Page<ServiceRate>> {
  const where = and(
    eq(providerServiceRates.provider_id, providerId),
    query.history === 'true' ? undefined : notEndedBefore(query.at ?? today),
    query.service_id ? eq(providerServiceRates.service_id, query.service_id) : undefined,
  )
  const { limit, offset } = limitOffset(query)
  const order = orderOf(
    query.sort,
    { service: services.name, duration: serviceDurations.minutes, effective_from: providerServiceRates.effective_from, rate: providerServiceRates.rate_cents, id: providerServiceRates.id },
    [serviceDurations.minutes, providerServiceRates.effective_from, providerServiceRates.id],
  )
  const items = joined(db).where(where).orderBy(...order).limit(limit).offset(offset)
  const total = db.select({ total: countAll }).from(providerServiceRates).where(where)
  return pageOf(items, total)
}

export async function rateOf(db: Executor, providerId: number, id: number): Promise<ServiceRate> {
  const [row] = await joined(db).where(and(eq(providerServiceRates.id, id), eq(providerServiceRates.provider_id, providerId)))
  if (!row) throw notFound('La tarifa no existe.')
  return row
}

/** Rows of the same service and length whose days meet [from, to] (to null: open-ended). */
function overlapping(providerId: number, serviceId: number, durationId: number, from: string, to: string | null): SQL {
  return and(
    eq(providerServiceRates.provider_id, providerId),
    eq(providerServiceRates.service_id, serviceId),
    eq(providerServiceRates.duration_id, durationId),
    notEndedBefore(from),
    to === null ? undefined : lte(providerServiceRates.effective_from, to),
  )!
}

const overlapError = () =>
  new HttpError(409, 'rate_overlaps', 'Ya hay una tarifa de ese servicio y duración en esas fechas.', { effective_from: 'rate_overlaps' })

/** POST: a new rate; its days may not meet another rate of the same service and length. The provider row is locked by the caller. */
export async function createRate(tx: Executor, providerId: number, input: ServiceRateInput, userId: number): Promise<ServiceRate> {
  await assertReferencesExist(tx, { service_id: [services, input.service_id], duration_id: [serviceDurations, input.duration_id] })
  const [clash] = await tx
    .select({ id: providerServiceRates.id })
    .from(providerServiceRates)
    .where(overlapping(providerId, input.service_id, input.duration_id, input.effective_from, input.effective_to))
    .limit(1)
  if (clash) throw overlapError()
  const [row] = await tx
    .insert(providerServiceRates)
    .values({ ...input, provider_id: providerId, created_by: userId, hash: randomUUID() })
    .returning({ id: providerServiceRates.id })
  return rateOf(tx, providerId, row!.id)
}

/** PUT: a new amount from a date after the rate's start; the old row is closed the day before, never rewritten. */
export async function changeRate(tx: Executor, providerId: number, id: number, input: ServiceRateChangeInput, userId: number): Promise<ServiceRate> {
  const current = await rateOf(tx, providerId, id)
  if (input.hash !== current.hash) throw staleVersion(current, 'La tarifa cambió desde que se abrió.')
  if (input.effective_from <= current.effective_from) {
    throw new HttpError(422, 'validation_failed', 'El cambio debe empezar después del inicio de la tarifa.', { effective_from: 'not_after_rate_start' })
  }
  if (current.effective_to !== null && input.effective_from > current.effective_to) {
    throw new HttpError(409, 'rate_closed', 'La tarifa ya terminó; añada una tarifa nueva.', { effective_from: 'rate_closed' })
  }
  await tx
    .update(providerServiceRates)
    .set({ effective_to: dayBefore(input.effective_from), hash: randomUUID() })
    .where(eq(providerServiceRates.id, id))
  const [row] = await tx
    .insert(providerServiceRates)
    .values({
      provider_id: providerId,
      service_id: current.service_id,
      duration_id: current.duration_id,
      rate_cents: input.rate_cents,
      effective_from: input.effective_from,
      effective_to: current.effective_to,
      template_id: null,
      created_by: userId,
      hash: randomUUID(),
    })
    .returning({ id: providerServiceRates.id })
  return rateOf(tx, providerId, row!.id)
}

/**
 * DELETE: a rate that has not started yet is removed (no visit can have been priced at it); one
 * in force ends today and stays as history; one already ended cannot be deleted (409).
 */
export async function deleteRate(tx: Executor, providerId: number, id: number, today: string): Promise<void> {
  const current = await rateOf(tx, providerId, id)
  if (current.effective_from > today) {
    await tx.delete(providerServiceRates).where(eq(providerServiceRates.id, id))
    return
  }
  if (current.effective_to !== null && current.effective_to < today) {
    throw new HttpError(409, 'rate_closed', 'La tarifa ya terminó y se conserva como historial.')
  }
  await tx.update(providerServiceRates).set({ effective_to: today, hash: randomUUID() }).where(eq(providerServiceRates.id, id))
}

/**
 * Ends, from `from`, the provider's rates matched by `scope` (all of hers, or some service and
 * length pairs): those already started are closed the day before, those that would only start on
 * or after `from` are removed. Answers how many of each.
 */
export async function endRatesFrom(tx: Executor, providerId: number, from: string, pairs: { service_id: number; duration_id: number }[] | 'all') {
  if (pairs !== 'all' && pairs.length === 0) return { closed: 0, removed: 0 }
  const scope =
    pairs === 'all'
      ? undefined
      : or(...pairs.map((pair) => and(eq(providerServiceRates.service_id, pair.service_id), eq(providerServiceRates.duration_id, pair.duration_id))))
  const base = and(eq(providerServiceRates.provider_id, providerId), notEndedBefore(from), scope)
  const removed = await tx
    .delete(providerServiceRates)
    .where(and(base, gte(providerServiceRates.effective_from, from)))
    .returning({ id: providerServiceRates.id })
  const closed = await tx
    .update(providerServiceRates)
    .set({ effective_to: dayBefore(from), hash: sql`md5(random()::text)` })
    .where(and(base, sql`${providerServiceRates.effective_from} < ${from}`))
    .returning({ id: providerServiceRates.id })
  return { closed: closed.length, removed: removed.length }
}

