import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useForm, type Control } from 'react-hook-form'
import type { StudentCreateInput } from '../../domain/students/schemas'
import { ClosableDialog } from '../../components/closable-dialog'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { useCustomersWith } from '../../kit/lookups/list-customers'
import { FormCard } from '../../kit/office/FormCard'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'
import { useCreateStudent } from './api/create-student'
import { OFFICE_FIELD_CODES } from '../../kit/office/field-codes'
import { newStudentResolver, newStudentValues, type NewStudentValues } from './student-forms'

/**
 * "Nuevo estudiante" (POST /students), checked by the schema the server runs. The region list
 * holds the customers the person may reach; a region-scoped writer has only her own, chosen
 * already. Once created, the student's screen opens for the contact details and services.
 */
export function NewStudentDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const genders = useReferenceList('genders') ?? []
  const grades = useReferenceList('academicGrades') ?? []
  const customers = useCustomersWith('students.write').data ?? []
  const form = useForm<NewStudentValues, unknown, StudentCreateInput>({
    resolver: newStudentResolver(),
    values: newStudentValues(customers.length === 1 ? customers[0]!.id : null),
    resetOptions: { keepDirtyValues: true },
  })
  const control = form.control as unknown as Control<NewStudentValues>
  const create = useCreateStudent()
  const describe = (code: string) => describeFieldError(i18n, code, OFFICE_FIELD_CODES)
  const save = (input: StudentCreateInput) =>
    create.mutate(input, {
      onSuccess: (created) => {
        showSnackbar(t`Estudiante creado`, 'success')
        onClose()
        void navigate({ to: '/students/$studentId', params: { studentId: String(created.id) } })
      },
      onError: (error) => showSnackbar(describeError(i18n, error), 'error'),
    })
  return (
    <ClosableDialog title={t`Nuevo estudiante`} size={{ base: 'full', md: 'xl' }} onClose={onClose}>
      <FormCard label={t`Nuevo estudiante`} onSubmit={form.handleSubmit(save)} readOnly={false} saving={create.isPending} dirty={form.formState.isDirty} saveLabel={t`Crear estudiante`}>
        <TextField control={control} name="sie_number" label={t`Número SIE`} inputMode="numeric" autoComplete="off" required describeError={describe} />
        <TextField control={control} name="first_name" label={t`Nombre`} required describeError={describe} />
        <TextField control={control} name="last_name" label={t`Apellido paterno`} required describeError={describe} />
        <TextField control={control} name="second_last_name" label={t`Apellido materno`} describeError={describe} />
        <TextField control={control} name="birth_date" label={t`Fecha de nacimiento`} placeholder="MM/dd/yyyy" required describeError={describe} />
        <SelectField control={control} name="gender_id" numeric label={t`Género`} placeholder={t`Elija uno`} options={genders.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
        <SelectField control={control} name="grade_id" numeric label={t`Grado`} placeholder={t`Sin grado`} options={grades.map((item) => ({ value: item.id, label: item.name }))} describeError={describe} />
        <SelectField control={control} name="customer_id" numeric label={t`Región`} placeholder={t`Sin región`} options={customers.map((item) => ({ value: item.id, label: item.name }))} describeError={describe} />
        <TextField control={control} name="registry_number" label={t`Número de registro`} inputMode="numeric" describeError={describe} />
        {/* Masked as typed: the number is not left on screen; afterwards only its last four digits are ever shown. */}
        <TextField control={control} name="ssn" type="password" label={t`Seguro social`} placeholder="###-##-####" autoComplete="off" inputMode="numeric" describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}
