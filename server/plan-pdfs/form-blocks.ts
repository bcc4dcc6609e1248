import type { FormField, FormValue } from '../../src/domain/forms/fields'
import { formatDate } from '../../src/domain/formats/dates'
import type { PdfBlock } from '../documents/pdf'
import { puertoRicoTime } from './format'
import type { PrintedForm } from './plan-data'

/**
 * A form printed from its template: the answers as label and value when it was filled in, or
 * a ruled table of its questions with room to answer by hand when there is none yet.
 */

function answer(field: FormField, value: FormValue | undefined): string | null {
  if (value === undefined || value === null) return null
  if (field.type === 'checkbox') return value === true ? 'Sí' : 'No'
  if (field.type === 'date' && typeof value === 'string') return formatDate(value)
  return String(value)
}

export function formBlocks(form: PrintedForm): PdfBlock[] {
  const intro: PdfBlock[] = form.description ? [{ kind: 'paragraph', text: form.description }] : []
  if (!form.values) {
    return [
      ...intro,
      { kind: 'table', columns: [{ header: 'Pregunta', width: 200 }, { header: 'Respuesta' }], rows: form.fields.map((field) => [field.label, '']), rowHeight: 28 },
    ]
  }
  const values = form.values
  return [
    ...intro,
    { kind: 'fields', rows: form.fields.map((field): [string, string | null] => [field.label, answer(field, values[field.key])]) },
    { kind: 'paragraph', text: `Formulario ${form.id}, última modificación: ${form.updated_at ? puertoRicoTime(form.updated_at) : '—'}.` },
  ]
}
