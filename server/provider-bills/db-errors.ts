import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../http/pg-errors'
import { HttpError } from '../http/errors'

/**
 * The database's refusals of a bill line (the hand-written trigger of migration 0019 and the
 * live-visit unique index of 0016) as 409s with codes the app turns into words. The controls
 * live in the database so no path — a screen, an import racing another, a script — gets past them.
 */

export const BILL_LINE_REFUSALS = {
  BL001: ['visit_excluded_from_billing', 'La visita fue excluida de la facturación y no puede ir en una factura.'],
  BL002: ['visit_outside_contract', 'La visita no está cubierta por un contrato aprobado del proveedor.'],
  [PG_UNIQUE_VIOLATION]: ['visit_already_billed', 'La visita ya está en otra factura.'],
} as const

/** Runs a write of bill lines; a refusal by the database becomes 409 with its code. */
export async function refusingLines<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const refusal = BILL_LINE_REFUSALS[pgErrorCode(error) as keyof typeof BILL_LINE_REFUSALS]
    if (refusal) throw new HttpError(409, refusal[0], refusal[1])
    throw error
  }
}
