import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { describeFieldErrors } from './error-fields'

describe('a refused change’s field errors in words', () => {
  it('names the student of a refused datum per objective and says why', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: {} } })
    const words = describeFieldErrors(
      i18n,
      { 'visits.0.objective_data.1.objective_id': 'objective_not_in_plan', 'visits.1.objective_data.0.value': 'objective_value_out_of_range' },
      (index) => ['Ana Rivera', 'Bruno Colón'][index]!,
    )
    expect(words).toEqual([
      'Ana Rivera: Este objetivo no es del plan de intervención vigente del estudiante.',
      'Bruno Colón: El valor está fuera del rango de su tipo de medición.',
    ])
  })
})
