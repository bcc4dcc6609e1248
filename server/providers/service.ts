import { readerName } from '../i18n/reader-language'
import { and, asc, eq, or, type SQL } from 'drizzle-orm'
import type { Provider, ProviderInput } from '../../src/domain/providers/schemas'
import type { Executor } from '../db/client'
import {
  municipalities,
  providers,
  providerSpecialties,
  providerStatuses,
  providerSupervisions,
  referrals,
  serviceSessions,
  users,
} from '../db/schema'
import { conflict, invalid, notFound } from '../http/errors'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../http/pg-errors'

/** Providers (spec §3, §7): the therapists and evaluators, with their status. */

export async function listProviders(db: Executor, where?: SQL): Promise<Provider[]> {
  const rows = await db
    .select({
      id: providers.id,
      first_name: providers.first_name,
      last_name: providers.last_name,
      external_name: providers.external_name,
      email: providers.email,
      phone: providers.phone,
      provider_status_id: providers.provider_status_id,
      provider_status_name: readerName(providerStatuses),
      municipality_id: providers.municipality_id,
    })
    .from(providers)
    .innerJoin(providerStatuses, eq(providerStatuses.id, providers.provider_status_id))
    .where(where)
    .orderBy(asc(providers.last_name), asc(providers.first_name), asc(providers.id))
  return rows.map((row) => ({ ...row, name: `${row.first_name} ${row.last_name}` }))
}

/** The provider `id`, if `scope` (the caller's reach) holds it; 404 otherwise. */
export async function getProvider(db: Executor, id: number, scope?: SQL): Promise<Provider> {
  const [provider] = await listProviders(db, and(eq(providers.id, id), scope))
  if (!provider) throw notFound('No se encontró el proveedor.')
  return provider
}

async function assertReferencesExist(db: Executor, input: ProviderInput) {
  const errors: Record<string, string> = {}
  const [status] = await db.select({ id: providerStatuses.id }).from(providerStatuses).where(eq(providerStatuses.id, input.provider_status_id))
  if (!status) errors.provider_status_id = 'unknown_reference'
  if (input.municipality_id !== null) {
    const [municipality] = await db.select({ id: municipalities.id }).from(municipalities).where(eq(municipalities.id, input.municipality_id))
    if (!municipality) errors.municipality_id = 'unknown_reference'
  }
  if (Object.keys(errors).length) throw invalid(errors)
}

export async function createProvider(db: Executor, input: ProviderInput): Promise<Provider> {
  await assertReferencesExist(db, input)
  const [row] = await db.insert(providers).values(input).returning({ id: providers.id })
  return getProvider(db, row!.id)
}

export async function replaceProvider(db: Executor, id: number, input: ProviderInput): Promise<Provider> {
  await getProvider(db, id)
  await assertReferencesExist(db, input)
  await db.update(providers).set(input).where(eq(providers.id, id))
  return getProvider(db, id)
}

export async function setExternalName(db: Executor, id: number, externalName: string | null): Promise<Provider> {
  await getProvider(db, id)
  await db.update(providers).set({ external_name: externalName }).where(eq(providers.id, id))
  return getProvider(db, id)
}

/** A provider with specialties, an account, referrals, sessions or supervisions is kept. */
export async function deleteProvider(db: Executor, id: number): Promise<void> {
  await getProvider(db, id)
  const inUse = () => conflict('provider_in_use', 'No se puede eliminar el proveedor: tiene especialidades, cuenta, referidos o sesiones.')
  const references = await Promise.all([
    db.select({ id: providerSpecialties.id }).from(providerSpecialties).where(eq(providerSpecialties.provider_id, id)).limit(1),
    db.select({ id: users.id }).from(users).where(eq(users.provider_id, id)).limit(1),
    db.select({ id: referrals.id }).from(referrals).where(eq(referrals.provider_id, id)).limit(1),
    db.select({ id: serviceSessions.id }).from(serviceSessions).where(eq(serviceSessions.provider_id, id)).limit(1),
  ])
  if (references.some((rows) => rows.length > 0)) throw inUse()
  try {
    await db.delete(providerSupervisions).where(or(eq(providerSupervisions.provider_id, id), eq(providerSupervisions.supervisor_id, id)))
    await db.delete(providers).where(eq(providers.id, id))
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw inUse()
    throw error
  }
}

export async function listProviderStatuses(db: Executor) {
  return db.select({ id: providerStatuses.id, name: readerName(providerStatuses) }).from(providerStatuses).orderBy(asc(providerStatuses.sort_index))
}
