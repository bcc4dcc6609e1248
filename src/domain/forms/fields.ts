import * as v from 'valibot'
import { Id } from '../schemas/common'
import { IsoDate } from '../schemas/common'
import { multiLine, singleLine, VersionHash } from '../schemas/text'

/**
 * Forms (spec §7 "Forms"): a template is a list of fields; a form is one referral's answers to
 * them. The answers' schema is built from the template's fields, so the screen that fills a form
 * and the server that stores it judge it by the same rules.
 */

export const FORM_FIELD_TYPES = ['text', 'textarea', 'date', 'select', 'checkbox'] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

export interface FormField {
  /** The answer's key in `values`: lower-case letters, digits and underscores. */
  key: string
  label: string
  type: FormFieldType
  /** Text must be written; a checkbox must be ticked (a statement the person certifies). */
  required: boolean
  /** The choices of a `select`. */
  options?: string[]
}

/** One answer: text and dates are strings (null when left empty), a checkbox a boolean. */
export type FormValue = string | boolean | null
export type FormValues = Record<string, FormValue>

export const FORM_TEXT_MAX = 200
export const FORM_TEXTAREA_MAX = 4000

export interface FormTemplate {
  id: number
  code: string
  name: string
  description: string
  fields: FormField[]
}

export interface Form {
  id: number
  template_id: number
  template_code: string
  referral_id: number
  values: FormValues
  hash: string
  created_by: number
  updated_by: number
  created_at: string
  updated_at: string
}

/** Blank text becomes null, other text is trimmed: "   " is no answer. */
const blankToNull = (value: string | null): string | null => (value?.trim() ? value.trim() : null)

/** Something must be answered: null (left empty) is `required`. */
const answered = <T extends v.GenericSchema<unknown, string | null>>(schema: T, required: boolean): v.GenericSchema<unknown, FormValue> =>
  required ? v.pipe(schema, v.check((value: string | null) => value !== null, 'required')) : schema

function fieldSchema(field: FormField): v.GenericSchema<unknown, FormValue> {
  switch (field.type) {
    case 'checkbox': {
      const box = v.optional(v.boolean('invalid_value'), false)
      return field.required ? v.pipe(box, v.check((ticked: boolean) => ticked, 'required')) : box
    }
    case 'text':
    case 'textarea': {
      const max = field.type === 'text' ? FORM_TEXT_MAX : FORM_TEXTAREA_MAX
      const text = v.pipe(
        v.optional(v.nullable(v.string('invalid_value')), null),
        v.transform(blankToNull),
        v.nullable(v.pipe(v.string(), field.type === 'text' ? singleLine() : multiLine(), v.maxLength(max, 'too_long'))),
      )
      return answered(text, field.required)
    }
    case 'date': {
      const date = v.pipe(v.optional(v.nullable(v.string('invalid_value')), null), v.transform(blankToNull), v.nullable(IsoDate))
      return answered(date, field.required)
    }
    case 'select': {
      const options = field.options ?? []
      const choice = v.pipe(
        v.optional(v.nullable(v.string('invalid_value')), null),
        v.transform(blankToNull),
        v.nullable(v.picklist(options, 'invalid_option')),
      )
      return answered(choice, field.required)
    }
  }
}

/** The answers a template takes: exactly its fields (an unknown key is refused), each by its type. */
export function formValuesSchema(fields: readonly FormField[]) {
  return v.strictObject(Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)])), 'unknown_field')
}

/** POST /forms: a new form of a template about a referral. The values are judged by `formValuesSchema`. */
export const FormCreateInput = v.strictObject({
  template_id: Id,
  referral_id: Id,
  values: v.record(v.string(), v.unknown(), 'required'),
})

/** PUT /forms/{id}: the whole set of answers and the version they were edited from. */
export const FormPutInput = v.strictObject({
  values: v.record(v.string(), v.unknown(), 'required'),
  hash: VersionHash,
})
