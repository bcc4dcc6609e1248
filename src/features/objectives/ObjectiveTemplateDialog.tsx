import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { ObjectiveTemplateInput, PLAN_TEXT_MAX, TEMPLATE_NAME_MAX } from '../../domain/plans/schemas'
import { ClosableDialog } from '../../components/closable-dialog'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextAreaField } from '../../components/text-area-field'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { showServerFieldErrors } from '../../kit/forms/server-field-errors'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'
import { useSaveObjectiveTemplate, type ObjectiveTemplate, type ObjectiveTemplateValues } from './api/objective-templates'

interface TemplateFormValues {
  name: string
  description: string
  measurement_type_id: number | undefined
}

/** Creates or changes one of the office's objective templates (name, wording, measurement type). */
export function ObjectiveTemplateDialog({ template, onClose }: { template: ObjectiveTemplate | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const measurementTypes = useReferenceList('measurementTypes') ?? []
  const resolver = valibotResolver(ObjectiveTemplateInput) as unknown as Resolver<TemplateFormValues, unknown, ObjectiveTemplateValues>
  const form = useForm<TemplateFormValues, unknown, ObjectiveTemplateValues>({
    resolver,
    defaultValues: { name: template?.name ?? '', description: template?.description ?? '', measurement_type_id: template?.measurement_type_id },
  })
  const control = form.control as unknown as Control<TemplateFormValues>
  const save = useSaveObjectiveTemplate()
  const describe = (code: string) => describeFieldError(i18n, code)
  const submit = (input: ObjectiveTemplateValues) =>
    save.mutate(
      { id: template?.id ?? null, input },
      {
        onSuccess: () => {
          showSnackbar(template ? t`Plantilla guardada` : t`Plantilla creada`, 'success')
          onClose()
        },
        onError: (error) => {
          if (!showServerFieldErrors(error, form)) showSnackbar(describeError(i18n, error), 'error')
        },
      },
    )
  const title = template ? t`Editar plantilla de objetivo` : t`Nueva plantilla de objetivo`
  return (
    <ClosableDialog title={title} size={{ base: 'full', md: 'lg' }} onClose={onClose}>
      <FormCard label={title} onSubmit={form.handleSubmit(submit)} readOnly={false} saving={save.isPending} dirty={form.formState.isDirty} saveLabel={template ? t`Guardar cambios` : t`Crear plantilla`}>
        <TextField control={control} name="name" label={t`Nombre`} maxLength={TEMPLATE_NAME_MAX} required describeError={describe} />
        <SelectField
          control={control}
          name="measurement_type_id"
          numeric
          label={t`Tipo de medición`}
          placeholder={t`Elija uno`}
          options={measurementTypes.map((type) => ({ value: type.id, label: type.name }))}
          required
          describeError={describe}
        />
        <TextAreaField control={control} name="description" label={t`Texto del objetivo`} maxLength={PLAN_TEXT_MAX} describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}
