import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formValuesSchema, type FormField } from './fields'

const fields: FormField[] = [
  { key: 'name', label: 'Nombre', type: 'text', required: true },
  { key: 'notes', label: 'Notas', type: 'textarea', required: false },
  { key: 'day', label: 'Fecha', type: 'date', required: false },
  { key: 'how', label: 'Medio', type: 'select', required: true, options: ['Teléfono', 'Carta'] },
  { key: 'agree', label: 'Certifico', type: 'checkbox', required: true },
]
const codes = (values: unknown) => {
  const result = v.safeParse(formValuesSchema(fields), values)
  return result.success ? result.output : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '_', issue.message]))
}

describe('formValuesSchema', () => {
  it('trims text, turns blanks and absent answers into null, and an unticked box into false', () => {
    expect(codes({ name: '  Ana  ', notes: '  ', how: 'Carta', agree: true })).toEqual({ name: 'Ana', notes: null, day: null, how: 'Carta', agree: true })
  })
  it('names each field’s problem with a code', () => {
    expect(codes({ name: ' ', day: '2026-02-30', how: 'Paloma', agree: false, notes: 'a\u0000' })).toEqual({
      name: 'required',
      day: 'invalid_date',
      how: 'invalid_option',
      agree: 'required',
      notes: 'invalid_characters',
    })
    expect(codes({ name: 'x'.repeat(201), how: 'Carta', agree: true })).toEqual({ name: 'too_long' })
    expect(codes({ name: 'Ana', how: 'Carta', agree: 'sí' })).toEqual({ agree: 'invalid_value' })
  })
  it('refuses keys the template does not have', () => {
    expect(Object.values(codes({ name: 'Ana', how: 'Carta', agree: true, ssn: '123-45-6789' }) as object)).toContain('unknown_field')
  })
})
