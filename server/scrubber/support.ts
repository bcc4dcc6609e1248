import { readerName } from '../i18n/reader-language'
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { SupportReason, type SupportEntry, type SupportProvider, type SupportReferral } from '../../src/domain/scrubber/api'
import type { Page } from '../../src/domain/lists/list-params'
import type { ServiceSession } from '../../src/domain/service-sessions/types'
import type { Executor } from '../db/client'
import { locations, providers, referralStatuses, referrals, serviceSessions, services, students, supportSessionEntries, users, visits } from '../db/schema'
import { forbidden, invalid } from '../http/errors'
import { listPage } from '../core/list-page'
import { countAll } from '../http/list'
import { parseWith } from '../http/validate'
import { reaches } from '../permissions/viewer'
import { ACTIVE_REFERRAL_STATUS } from '../service-sessions/references'
import { sessionWrites } from '../service-sessions/mutations'
import type { MutationInput } from '../sync/command-handler'
import type { EffectResult } from '../core/idempotency'

const SupportFields = v.object({ support_reason: SupportReason })

/**
 * Support staff entering a session on a provider's behalf (`/support/provider/register-visits`):
 * the body is the session exactly as the provider's app sends it (with `provider_id`), plus
 * `support_reason`. It goes through the sessions' own write (validation, references, the
 * period lock, the history row naming the staff member) and the reason is stored beside it in
 * the same transaction. A customer-scoped clerk may only enter visits of her customers' referrals.
 */
export async function registerSupportSession(input: MutationInput, reach: 'all' | number[]): Promise<EffectResult> {
  const body = input.body
  const { support_reason } = parseWith(SupportFields, body)
  if (typeof body !== 'object' || body === null || (body as { provider_id?: unknown }).provider_id === undefined) throw invalid({ provider_id: 'required' })
  const created = await sessionWrites.createSession(input)
  const session = created.body as ServiceSession
  if (reach !== 'all') {
    const customers = await input.ctx.tx
      .select({ customer_id: referrals.customer_id })
      .from(visits)
      .innerJoin(referrals, eq(referrals.id, visits.referral_id))
      .where(eq(visits.session_id, session.id))
    if (customers.some((row) => !reaches(reach, row.customer_id))) throw forbidden('Solo puede registrar visitas de los clientes a su cargo.')
  }
  await input.ctx.tx.insert(supportSessionEntries).values({
    session_id: session.id,
    provider_id: session.provider_id,
    reason: support_reason,
    entered_by: input.ctx.viewer.userId,
    entered_at: input.ctx.now,
  })
  return { status: 201, body: { ...session, support_reason } }
}

/** Sessions entered by support, newest first. */
/** The entries of the sessions `scope` reaches (the caller's customers: server/permissions/scope.ts). */
export async function pageSupportEntries(db: Executor, query: { page: number; page_size: number; provider_id?: number | undefined }, scope?: SQL): Promise<Page<SupportEntry>> {
  const where = and(query.provider_id === undefined ? undefined : eq(supportSessionEntries.provider_id, query.provider_id), scope)
  const rows = db
    .select({
      session_id: supportSessionEntries.session_id,
      provider_id: supportSessionEntries.provider_id,
      provider_first: providers.first_name,
      provider_last: providers.last_name,
      date: serviceSessions.date,
      time: serviceSessions.time,
      reason: supportSessionEntries.reason,
      entered_by: supportSessionEntries.entered_by,
      user_first: users.first_name,
      user_last: users.last_name,
      entered_at: supportSessionEntries.entered_at,
    })
    .from(supportSessionEntries)
    .innerJoin(serviceSessions, eq(serviceSessions.id, supportSessionEntries.session_id))
    .innerJoin(providers, eq(providers.id, supportSessionEntries.provider_id))
    .innerJoin(users, eq(users.id, supportSessionEntries.entered_by))
    .where(where)
  const page = await listPage(db, rows.$dynamic(), query, [desc(supportSessionEntries.entered_at), desc(supportSessionEntries.session_id)])
  const ids = page.items.map((row) => row.session_id)
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ session_id: visits.session_id, n: countAll })
          .from(visits)
          .where(and(inArray(visits.session_id, ids)))
          .groupBy(visits.session_id)
  const visitCount = new Map(counts.map((row) => [row.session_id, row.n]))
  return {
    total: page.total,
    items: page.items.map((row) => ({
      session_id: row.session_id,
      provider_id: row.provider_id,
      provider_name: `${row.provider_first} ${row.provider_last}`,
      date: row.date,
      time: row.time,
      visits: visitCount.get(row.session_id) ?? 0,
      reason: row.reason,
      entered_by: row.entered_by,
      entered_by_name: `${row.user_first} ${row.user_last}`,
      entered_at: row.entered_at.toISOString(),
    })),
  }
}

/** Providers with active referrals the caller reaches, by name: whom support may enter visits for. */
export async function supportProviders(db: Executor, reach: 'all' | number[]): Promise<SupportProvider[]> {
  if (reach !== 'all' && reach.length === 0) return []
  return db
    .selectDistinct({ id: providers.id, name: sql<string>`${providers.first_name} || ' ' || ${providers.last_name}`, first_name: providers.first_name, last_name: providers.last_name })
    .from(providers)
    .innerJoin(referrals, eq(referrals.provider_id, providers.id))
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(and(eq(referralStatuses.name, ACTIVE_REFERRAL_STATUS), reach === 'all' ? undefined : inArray(referrals.customer_id, reach)))
    .orderBy(asc(providers.first_name), asc(providers.last_name), asc(providers.id))
    .then((rows) => rows.map(({ id, name }) => ({ id, name })))
}

/** A provider's active referrals (the students a session may record), within the caller's customers. */
export async function supportReferrals(db: Executor, providerId: number, reach: 'all' | number[]): Promise<SupportReferral[]> {
  if (reach !== 'all' && reach.length === 0) return []
  const rows = await db
    .select({
      referral_id: referrals.id,
      student_id: referrals.student_id,
      first_name: students.first_name,
      last_name: students.last_name,
      second_last_name: students.second_last_name,
      service_id: referrals.service_id,
      service_name: readerName(services),
      location_id: referrals.location_id,
      location_name: locations.name,
    })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(locations, eq(locations.id, referrals.location_id))
    .where(
      and(
        eq(referrals.provider_id, providerId),
        eq(referralStatuses.name, ACTIVE_REFERRAL_STATUS),
        reach === 'all' ? undefined : inArray(referrals.customer_id, reach),
      ),
    )
    .orderBy(asc(students.first_name), asc(students.last_name), asc(referrals.id))
  return rows.map(({ first_name, last_name, second_last_name, ...row }) => ({ ...row, student_name: [first_name, last_name, second_last_name].filter(Boolean).join(' ') }))
}
