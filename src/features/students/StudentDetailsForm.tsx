import { useLingui } from '@lingui/react/macro'
import { useForm, type Control } from 'react-hook-form'
import type { StudentDetailsInput } from '../../domain/students/schemas'
import type { StudentDetail } from '../../domain/students/types'
import { SelectField } from '../../components/select-field'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeFieldError } from '../../kit/errors/describe-error'
import { OFFICE_FIELD_CODES } from '../../kit/office/field-codes'
import { studentDetailsResolver, studentDetailsValues, type StudentDetailsValues } from './student-forms'
import { useSaveStudent } from './use-save-student'

/** The student's own data (PATCH action student-details). */
export function StudentDetailsForm({ student, readOnly }: { student: StudentDetail; readOnly: boolean }) {
  const { t, i18n } = useLingui()
  const genders = useReferenceList('genders') ?? []
  const grades = useReferenceList('academicGrades') ?? []
  const form = useForm<StudentDetailsValues, unknown, StudentDetailsInput>({ resolver: studentDetailsResolver(student.hash), defaultValues: studentDetailsValues(student) })
  const save = useSaveStudent(student.id, t`Datos del estudiante guardados`)
  const describe = (code: string) => describeFieldError(i18n, code, OFFICE_FIELD_CODES)
  // The kit's fields read and write the typed values; what the schema makes of them is the submit's concern.
  const control = form.control as unknown as Control<StudentDetailsValues>
  return (
    <FormCard label={t`Datos del estudiante`} heading onSubmit={form.handleSubmit((input) => save.mutate(input))} readOnly={readOnly} saving={save.isPending} dirty={form.formState.isDirty} saveLabel={t`Guardar datos del estudiante`}>
      <TextField control={control} name="first_name" label={t`Nombre`} required readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="last_name" label={t`Apellido paterno`} required readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="second_last_name" label={t`Apellido materno`} readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="birth_date" label={t`Fecha de nacimiento`} placeholder="MM/dd/yyyy" required readOnly={readOnly} describeError={describe} />
      <SelectField control={control} name="gender_id" numeric label={t`Género`} options={genders.map((item) => ({ value: item.id, label: item.name }))} required readOnly={readOnly} describeError={describe} />
      <SelectField control={control} name="grade_id" numeric label={t`Grado`} placeholder={t`Sin grado`} options={grades.map((item) => ({ value: item.id, label: item.name }))} readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="registry_number" label={t`Número de registro`} inputMode="numeric" readOnly={readOnly} describeError={describe} />
    </FormCard>
  )
}
