import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { MeasurementKind } from '../../../domain/plans/objective-data'
import type { SuggestionView } from '../../../domain/plans/progress'

/** A value as the objective's kind reads it: 80 %, 12 min, 7, nivel 4. */
export function kindValue(i18n: I18n, kind: MeasurementKind, value: number): string {
  switch (kind) {
    case 'percentage':
      return i18n._(msg`${value} %`)
    case 'minutes':
      return i18n._(msg`${value} min`)
    case 'level':
      return i18n._(msg`Nivel ${value}`)
    case 'count':
      return String(value)
  }
}

/** What the value axis measures, by kind. */
export function kindAxis(i18n: I18n, kind: MeasurementKind): string {
  switch (kind) {
    case 'percentage':
      return i18n._(msg`Porcentaje (0–100)`)
    case 'minutes':
      return i18n._(msg`Minutos (0–600)`)
    case 'level':
      return i18n._(msg`Nivel (1–5)`)
    case 'count':
      return i18n._(msg`Frecuencia (0–999)`)
  }
}

/** The suggestion rule in one line: "4 de los últimos 5 datos en la meta o por encima". */
export function suggestionReason(i18n: I18n, suggestion: Pick<SuggestionView, 'met' | 'count'>): string {
  const { met, count } = suggestion
  return i18n._(
    msg`${met} de ${plural(count, {
      one: 'el único dato del periodo',
      other: 'los últimos # datos',
    })} en la meta o por encima`,
  )
}
