import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { GoalTemplateInput, PLAN_TEXT_MAX, TEMPLATE_NAME_MAX } from '../../domain/plans/schemas'
import { ClosableDialog } from '../../components/closable-dialog'
import { showSnackbar } from '../../components/snackbar'
import { TextAreaField } from '../../components/text-area-field'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { showServerFieldErrors } from '../../kit/forms/server-field-errors'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'
import { useSaveGoalTemplate, type GoalTemplate, type GoalTemplateValues } from './api/goal-templates'

interface GoalTemplateFormValues {
  name: string
  description: string
}

/** Creates or changes one of the provider's goal templates: a name to find it by and the goal's wording. */
export function GoalTemplateDialog({ template, disabled, onClose }: { template: GoalTemplate | null; disabled: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const resolver = valibotResolver(GoalTemplateInput) as unknown as Resolver<GoalTemplateFormValues, unknown, GoalTemplateValues>
  const form = useForm<GoalTemplateFormValues, unknown, GoalTemplateValues>({ resolver, defaultValues: { name: template?.name ?? '', description: template?.description ?? '' } })
  const control = form.control as unknown as Control<GoalTemplateFormValues>
  const save = useSaveGoalTemplate()
  const describe = (code: string) => describeFieldError(i18n, code)
  const submit = (input: GoalTemplateValues) =>
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
  const title = template ? t`Editar plantilla de meta` : t`Nueva plantilla de meta`
  return (
    <ClosableDialog title={title} size={{ base: 'full', md: 'lg' }} onClose={onClose}>
      <FormCard
        label={title}
        onSubmit={form.handleSubmit(submit)}
        readOnly={false}
        saving={save.isPending}
        // Saving needs the server: without a connection the button stays off (the screen says why).
        dirty={form.formState.isDirty && !disabled}
        saveLabel={template ? t`Guardar cambios` : t`Crear plantilla`}
      >
        <TextField control={control} name="name" label={t`Nombre`} maxLength={TEMPLATE_NAME_MAX} required describeError={describe} />
        <TextAreaField control={control} name="description" label={t`Texto de la meta`} maxLength={PLAN_TEXT_MAX} describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}
