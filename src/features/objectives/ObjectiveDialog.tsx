import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { ObjectiveInput, type Objective } from '../../domain/services/schemas'
import { ClosableDialog } from '../../components/closable-dialog'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextAreaField } from '../../components/text-area-field'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { showServerFieldErrors } from '../../kit/forms/server-field-errors'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'
import { useSaveObjective } from './api/objectives'

interface ObjectiveValues {
  name: string
  description: string
  interventionPlanMeasurementTypeId: number | undefined
  service_id: number | null | undefined
}

const valuesOf = (objective: Objective | null): ObjectiveValues => ({
  name: objective?.name ?? '',
  description: objective?.description ?? '',
  interventionPlanMeasurementTypeId: objective?.interventionPlanMeasurementTypeId,
  service_id: objective?.service_id ?? undefined,
})

/**
 * Creates an objective of the catalogue (POST /services/objectives) or changes one (PUT), checked
 * by the schema the server runs: name, description, measurement type and, optionally, the one
 * service it belongs to (without one it is offered under every service).
 */
export function ObjectiveDialog({ objective, onClose }: { objective: Objective | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const measurementTypes = useReferenceList('measurementTypes') ?? []
  const services = useReferenceList('services') ?? []
  const resolver = valibotResolver(ObjectiveInput) as unknown as Resolver<ObjectiveValues, unknown, ObjectiveInput>
  const form = useForm<ObjectiveValues, unknown, ObjectiveInput>({ resolver, defaultValues: valuesOf(objective) })
  const control = form.control as unknown as Control<ObjectiveValues>
  const save = useSaveObjective()
  const describe = (code: string) => describeFieldError(i18n, code)
  const submit = (input: ObjectiveInput) =>
    save.mutate(
      { id: objective?.id ?? null, input },
      {
        onSuccess: () => {
          showSnackbar(objective ? t`Objetivo guardado` : t`Objetivo creado`, 'success')
          onClose()
        },
        onError: (error) => {
          if (!showServerFieldErrors(error, form)) showSnackbar(describeError(i18n, error), 'error')
        },
      },
    )
  const title = objective ? t`Editar objetivo` : t`Nuevo objetivo`
  return (
    <ClosableDialog title={title} size={{ base: 'full', md: 'lg' }} onClose={onClose}>
      <FormCard label={title} onSubmit={form.handleSubmit(submit)} readOnly={false} saving={save.isPending} dirty={form.formState.isDirty} saveLabel={objective ? t`Guardar cambios` : t`Crear objetivo`}>
        <TextField control={control} name="name" label={t`Nombre`} required describeError={describe} />
        <SelectField
          control={control}
          name="interventionPlanMeasurementTypeId"
          numeric
          label={t`Tipo de medición`}
          placeholder={t`Elija uno`}
          options={measurementTypes.map((type) => ({ value: type.id, label: type.name }))}
          required
          describeError={describe}
        />
        <SelectField
          control={control}
          name="service_id"
          numeric
          label={t`Servicio`}
          placeholder={t`Todos los servicios`}
          options={services.map((service) => ({ value: service.id, label: service.name }))}
          describeError={describe}
        />
        <TextAreaField control={control} name="description" label={t`Descripción`} maxLength={2000} describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}
