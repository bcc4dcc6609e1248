import type { FormField, FormValue } from '../../src/domain/forms/fields'
import { formatDate } from '../../src/domain/formats/dates'
import type { PdfBlock } from '../documents/pdf'
import { words } from '../i18n/reader-language'
import { puertoRicoTime } from './format'
import type { PrintedForm } from './plan-data'

/**
 * A form printed from its template: the answers as label and value when it was filled in, or
 * a ruled table of its questions with room to answer by hand when there is none yet. The
 * template's own name, questions and description are printed as the office wrote them; the
 * words around them follow the reader's language.
 */

function answer(field: FormField, value: FormValue | undefined): string | null {
  if (value === undefined || value === null) return null
  if (field.type === 'checkbox') return value === true ? words('Sí', 'Yes') : 'No'
  if (field.type === 'date' && typeof value === 'string') return formatDate(value)
  return String(value)
}

export function formBlocks(form: PrintedForm): PdfBlock[] {
  const intro: PdfBlock[] = form.description ? [{ kind: 'paragraph', text: form.description }] : []
  if (!form.values) {
    return [
      ...intro,
      {
        kind: 'table',
        columns: [{ header: words('Pregunta', 'Question'), width: 200 }, { header: words('Respuesta', 'Answer') }],
        rows: form.fields.map((field) => [field.label, '']),
        rowHeight: 28,
      },
    ]
  }
  const values = form.values
  return [
    ...intro,
    { kind: 'fields', rows: form.fields.map((field): [string, string | null] => [field.label, answer(field, values[field.key])]) },
    {
      kind: 'paragraph',
      text: `${words('Formulario', 'Form')} ${form.id}, ${words('última modificación', 'last modified')}: ${form.updated_at ? puertoRicoTime(form.updated_at) : '—'}.`,
    },
  ]
}
