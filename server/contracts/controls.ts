import { and, eq, lt, or } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { providerSpecialties } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * The control beyond the spec (issue 15 "Controls"): a contract cannot be approved while the
 * provider's licence or insurance has expired — an expired licence on any of her specialties, or
 * an expired insurance policy. Checked inside the approving transaction, after the workflow's own
 * checks (permission, status, comment, version), so the refusal is about the provider, not about
 * a stale screen. A refusal is 409 with a code the app turns into words, and the contract as it is.
 */
export async function assertProviderMayBeContracted(tx: Executor, providerId: number, today: string, current: () => Promise<unknown>): Promise<void> {
  const expired = await tx
    .select({ license_expiration: providerSpecialties.license_expiration, insurance_expiration: providerSpecialties.insurance_expiration })
    .from(providerSpecialties)
    .where(and(eq(providerSpecialties.provider_id, providerId), or(lt(providerSpecialties.license_expiration, today), lt(providerSpecialties.insurance_expiration, today))))
  if (expired.length === 0) return
  const licence = expired.some((row) => row.license_expiration < today)
  const [code, message] = licence
    ? ['provider_license_expired', 'La licencia del proveedor está vencida: el contrato no se puede aprobar hasta que la renueve.']
    : ['provider_insurance_expired', 'El seguro de responsabilidad del proveedor está vencido: el contrato no se puede aprobar hasta que lo renueve.']
  throw new HttpError(409, code, message, undefined, undefined, { current: await current() })
}
