import { useLingui } from '@lingui/react/macro'
import { useForm, type Control } from 'react-hook-form'
import type { ContactDetailsInput } from '../../domain/students/schemas'
import type { StudentDetail } from '../../domain/students/types'
import { SelectField } from '../../components/select-field'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeFieldError } from '../../kit/errors/describe-error'
import { OFFICE_FIELD_CODES } from '../../kit/office/field-codes'
import { contactDetailsResolver, contactDetailsValues, type ContactDetailsValues } from './student-forms'
import { useSaveStudent } from './use-save-student'

/** How to reach the student's family (PATCH action contact-details). */
export function ContactDetailsForm({ student, readOnly }: { student: StudentDetail; readOnly: boolean }) {
  const { t, i18n } = useLingui()
  const municipalities = useReferenceList('municipalities') ?? []
  const form = useForm<ContactDetailsValues, unknown, ContactDetailsInput>({ resolver: contactDetailsResolver(student.hash), defaultValues: contactDetailsValues(student) })
  const save = useSaveStudent(student.id, t`Datos de contacto guardados`)
  const describe = (code: string) => describeFieldError(i18n, code, OFFICE_FIELD_CODES)
  // The kit's fields read and write the typed values; what the schema makes of them is the submit's concern.
  const control = form.control as unknown as Control<ContactDetailsValues>
  return (
    <FormCard label={t`Datos de contacto`} heading onSubmit={form.handleSubmit((input) => save.mutate(input))} readOnly={readOnly} saving={save.isPending} dirty={form.formState.isDirty} saveLabel={t`Guardar datos de contacto`}>
      <TextField control={control} name="guardian_name" label={t`Encargado`} readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="guardian_phone" label={t`Teléfono del encargado`} type="tel" placeholder="(787) 555-1234" readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="phone" label={t`Teléfono`} type="tel" placeholder="(787) 555-1234" readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="email" label={t`Correo electrónico`} type="email" readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="address_line1" label={t`Dirección`} readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="address_line2" label={t`Dirección (línea 2)`} readOnly={readOnly} describeError={describe} />
      <SelectField control={control} name="municipality_id" numeric label={t`Municipio`} placeholder={t`Sin municipio`} options={municipalities.map((item) => ({ value: item.id, label: item.name }))} readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="state" label={t`Estado`} maxLength={2} placeholder="PR" readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="zip" label={t`Código postal`} placeholder="00901-1234" readOnly={readOnly} describeError={describe} />
    </FormCard>
  )
}
