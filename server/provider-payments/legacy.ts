import { and, eq, sql } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { LegacyPaymentSearch } from '../../src/domain/payments/schemas'
import type { LegacyPayment } from '../../src/domain/payments/types'
import type { Executor } from '../db/client'
import { legacyProviderPayments as legacy, providers } from '../db/schema'
import { countAll, limitOffset, orderOf, pageOf } from '../http/list'
import { isProviderViewer, type OfficeViewer } from '../permissions/viewer'
import { isFinanceStaff } from '../payment-batches/access'

/** GET /legacy/provider-payments: payments the old system made, imported once, read-only; a provider sees her own. */
export async function pageLegacyPayments(db: Executor, viewer: OfficeViewer, search: LegacyPaymentSearch): Promise<Page<LegacyPayment>> {
  const reach = isProviderViewer(viewer) ? eq(legacy.provider_id, viewer.providerId!) : isFinanceStaff(viewer) ? undefined : sql`false`
  const where = and(
    reach,
    search.provider_id === undefined ? undefined : eq(legacy.provider_id, search.provider_id),
    search.q === undefined ? undefined : sql`(${legacy.legacy_reference} ilike ${`%${search.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} or ${legacy.period_label} ilike ${`%${search.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`})`,
  )
  const { limit, offset } = limitOffset(search)
  return pageOf(
    db
      .select({
        id: legacy.id,
        provider_id: legacy.provider_id,
        provider_name: sql<string>`${providers.first_name} || ' ' || ${providers.last_name}`,
        legacy_reference: legacy.legacy_reference,
        paid_on: legacy.paid_on,
        period_label: legacy.period_label,
        description: legacy.description,
        amount_cents: legacy.amount_cents,
        method: legacy.method,
      })
      .from(legacy)
      .innerJoin(providers, eq(providers.id, legacy.provider_id))
      .where(where)
      .orderBy(...orderOf(search.sort, { paid_on: legacy.paid_on, amount: legacy.amount_cents, id: legacy.id }, [legacy.id]))
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(legacy).where(where),
  )
}
