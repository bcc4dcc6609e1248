import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '../../sync/api-errors'
import { describeError, describeFieldError, type MoreCodes } from '../../kit/errors/describe-error'

/** The finance forms' and answers' codes (src/domain/finance), in words. */
export const FINANCE_CODES: MoreCodes = {
  invalid_amount: msg`Escriba una cantidad en dólares, por ejemplo 45.00.`,
  invalid_value: msg`El valor no es válido.`,
  duplicate_service: msg`Cada servicio puede aparecer una sola vez.`,
  ends_before_start: msg`La fecha final no puede ser anterior a la inicial.`,
  not_after_rate_start: msg`El cambio debe empezar después del inicio de la tarifa.`,
  rate_overlaps: msg`Ya hay una tarifa de ese servicio y duración en esas fechas.`,
  rate_closed: msg`La tarifa ya terminó y se conserva como historial.`,
  invalid_routing_number: msg`El número de ruta no es válido (9 dígitos con dígito verificador ABA).`,
  invalid_account_number: msg`El número de cuenta debe tener de 4 a 17 dígitos.`,
  bank_account_exists: msg`Ya tiene una cuenta bancaria; modifíquela en lugar de añadir otra.`,
  empty_template: msg`La plantilla no tiene tarifas.`,
  amount_out_of_range: msg`El importe supera el máximo permitido ($99,999,999.99 por pago; $10,000,000.00 por línea).`,
  bill_total_negative: msg`El total de la factura es negativo: corríjalo antes de enviarla o aprobarla.`,
  bank_account_changed: msg`La cuenta bancaria cambió después de la aprobación: el lote necesita una nueva aprobación.`,
}

/** An answer's error in words: a finance code first, otherwise the app's usual description. */
export function describeFinanceError(i18n: I18n, error: unknown): string {
  const descriptor = error instanceof ApiError ? FINANCE_CODES[error.code] : undefined
  return descriptor ? i18n._(descriptor) : describeError(i18n, error)
}

export const describeFinanceField = (i18n: I18n) => (code: string) => describeFieldError(i18n, code, FINANCE_CODES)
