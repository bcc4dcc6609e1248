import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form'
import * as v from 'valibot'
import { DbId } from '../../domain/schemas/bounded'
import { ServiceAcademicYearInput } from '../../domain/students/schemas'
import type { ServiceAcademicYear } from '../../domain/students/types'
import { CheckboxField } from '../../components/checkbox-field'
import { ClosableDialog } from '../../components/closable-dialog'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextAreaField } from '../../components/text-area-field'
import { FormCard } from '../../kit/office/FormCard'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'
import { useServiceAcademicYearWrites } from './api/update-service-academic-year'
import { OFFICE_FIELD_CODES } from '../../kit/office/field-codes'

/** The body of the PATCH (the server's schema) plus which year it is for (the path). */
const YearForm = v.object({ ...ServiceAcademicYearInput.entries, academic_year_id: DbId })
type YearForm = v.InferOutput<typeof YearForm>

interface YearValues {
  academic_year_id: number | undefined
  eligible: boolean
  comments: string
  frequency_id: number | null
  duration_id: number | null
  modality_id: number | null
}

/**
 * Adds a service's academic year or changes one (PATCH …/academic-years/{id} creates or
 * replaces). A change keeps the year's frequency, duration and modality as they are: the PATCH
 * replaces the whole row, so they travel back unchanged.
 */
export function ServiceYearDialog(props: { studentId: number; serviceId: number; serviceName: string; year: ServiceAcademicYear | null; taken: number[]; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { year } = props
  const years = (useReferenceList('academicYears') ?? []).filter((item) => item.id === year?.academic_year_id || !props.taken.includes(item.id))
  const form = useForm<YearValues, unknown, YearForm>({
    resolver: valibotResolver(YearForm) as unknown as Resolver<YearValues, unknown, YearForm>,
    defaultValues: {
      academic_year_id: year?.academic_year_id,
      eligible: year?.eligible ?? true,
      comments: year?.comments ?? '',
      frequency_id: year?.frequency_id ?? null,
      duration_id: year?.duration_id ?? null,
      modality_id: year?.modality_id ?? null,
    },
  })
  const control = form.control as unknown as Control<YearValues>
  const { update } = useServiceAcademicYearWrites(props.studentId, props.serviceId)
  const describe = (code: string) => describeFieldError(i18n, code, OFFICE_FIELD_CODES)
  const save = ({ academic_year_id: academicYearId, ...input }: YearForm) =>
    update.mutate(
      { academicYearId, input },
      {
        onSuccess: () => {
          showSnackbar(t`Año académico guardado`, 'success')
          props.onClose()
        },
        onError: (error) => showSnackbar(describeError(i18n, error), 'error'),
      },
    )
  const title = year ? t`Año académico ${year.academic_year_name} de ${props.serviceName}` : t`Agregar año académico a ${props.serviceName}`
  return (
    <ClosableDialog title={title} size={{ base: 'full', md: 'lg' }} onClose={props.onClose}>
      <FormCard label={title} onSubmit={form.handleSubmit(save)} readOnly={false} saving={update.isPending} dirty={form.formState.isDirty || !year} saveLabel={t`Guardar año académico`}>
        <SelectField
          control={control}
          name="academic_year_id"
          numeric
          label={t`Año académico`}
          placeholder={t`Elija uno`}
          options={years.map((item) => ({ value: item.id, label: item.name }))}
          required
          readOnly={Boolean(year)}
          describeError={describe}
        />
        <Controller control={control} name="eligible" render={({ field }) => <CheckboxField label={t`Elegible`} checked={field.value} onChange={field.onChange} />} />
        <TextAreaField control={control} name="comments" label={t`Comentarios`} rows={3} maxLength={1000} describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}
