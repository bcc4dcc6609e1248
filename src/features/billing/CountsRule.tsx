import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { VisitCounts } from '../../domain/billing/api'
import { count } from './format-count'

/**
 * The rule that relates due, recorded, missing and extra visits, with the figures it is stated
 * for: missing and extra are counted per referral (src/domain/billing/counts.ts), so "faltan" is
 * not due − recorded whenever some referral has more visits than it was due; and what is due
 * (the schedule's sessions, or the frequency without one).
 */
export function CountsRule({ counts }: { counts: VisitCounts }) {
  const { t } = useLingui()
  const due = count(counts.expected)
  const recorded = count(counts.recorded)
  const missing = count(counts.missing)
  const extra = count(counts.extra)
  return (
    <Text textStyle="sm" color="fg.muted">
      {t`«Faltan» y «de más» se cuentan por referido: las visitas de más en un referido no cubren las que faltan en otro. Por eso, en cada fila, debidas − registradas = faltan − de más (en el total: ${due} − ${recorded} = ${missing} − ${extra}).`}{' '}
      {t`Con horario semanal, las debidas son las sesiones del horario y una visita cubre una solo el día que el horario la espera, como en «Sesiones de hoy» del proveedor; sin horario, la frecuencia semanal por días escolares.`}
    </Text>
  )
}
