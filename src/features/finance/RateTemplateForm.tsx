import { Box, Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useController, useFieldArray, useForm, type Control, type Resolver } from 'react-hook-form'
import { RateTemplateForm as RateTemplateSchema, type RateTemplateInput } from '../../domain/finance/schemas'
import type { RateTemplate } from '../../domain/finance/types'
import { centsToInput } from '../../domain/money/money'
import { PlainSelect } from '../../components/plain-select'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { useSpecialtyReference } from '../../kit/lookups/get-specialty-reference'
import { useSaveRateTemplate } from './api/rate-templates'
import { describeFinanceError, describeFinanceField } from './field-codes'

interface TemplateValues {
  name: string
  specialty_id: number | undefined
  duration_id: number | undefined
  lines: { service_id: number | undefined; rate_cents: string }[]
}

const valuesOf = (template: RateTemplate | null): TemplateValues =>
  template
    ? {
        name: template.name,
        specialty_id: template.specialty_id,
        duration_id: template.duration_id,
        lines: template.lines.map((line) => ({ service_id: line.service_id, rate_cents: centsToInput(line.rate_cents) })),
      }
    : { name: '', specialty_id: undefined, duration_id: undefined, lines: [{ service_id: undefined, rate_cents: '' }] }

/**
 * A rate template: a specialty, a session length and one rate per service, typed in dollars and
 * sent in cents (RateTemplateForm, the server's rules). New (`template` null) or replaced whole with its version.
 */
export function RateTemplateEditor({ template, onSaved }: { template: RateTemplate | null; onSaved: (saved: RateTemplate) => void }) {
  const { t, i18n } = useLingui()
  const specialties = useSpecialtyReference().data?.specialties ?? []
  const durations = useReferenceList('durations') ?? []
  const services = useReferenceList('services') ?? []
  const resolver = valibotResolver(RateTemplateSchema) as unknown as Resolver<TemplateValues, unknown, RateTemplateInput>
  const form = useForm<TemplateValues, unknown, RateTemplateInput>({ resolver, defaultValues: valuesOf(template) })
  const control = form.control as unknown as Control<TemplateValues>
  const lines = useFieldArray({ control, name: 'lines' })
  const save = useSaveRateTemplate(template?.id ?? null)
  const describe = describeFinanceField(i18n)
  const submit = (input: RateTemplateInput) =>
    save.mutate(template ? { ...input, hash: template.hash } : input, {
      onSuccess: (saved) => {
        showSnackbar(t`Plantilla guardada`, 'success')
        form.reset(valuesOf(saved))
        onSaved(saved)
      },
      onError: (error) => showSnackbar(describeFinanceError(i18n, error), 'error'),
    })
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message
  return (
    <FormCard label={t`Plantilla de tarifas`} onSubmit={form.handleSubmit(submit)} readOnly={false} saving={save.isPending} dirty={form.formState.isDirty} saveLabel={t`Guardar plantilla`}>
      <TextField control={control} name="name" label={t`Nombre`} required describeError={describe} />
      <SelectField control={control} name="specialty_id" numeric label={t`Especialidad`} placeholder={t`Elija una`} options={specialties.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
      <SelectField control={control} name="duration_id" numeric label={t`Duración de la sesión`} placeholder={t`Elija una`} options={durations.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
      <Box gridColumn="1 / -1">
        <Stack gap="3" role="group" aria-label={t`Tarifas por servicio`}>
          <Text fontWeight="semibold">{t`Tarifas por servicio`}</Text>
          {lines.fields.map((line, index) => (
            <HStack key={line.id} align="end" gap="3">
              <LineService control={control} index={index} services={services} describe={describe} />
              <LineRate control={control} index={index} describe={describe} />
              <IconButton aria-label={t`Quitar línea ${index + 1}`} variant="outline" size="sm" onClick={() => lines.remove(index)} disabled={lines.fields.length === 1}>
                ×
              </IconButton>
            </HStack>
          ))}
          {linesError ? (
            <Text color="fg.error" role="alert">
              {describe(linesError)}
            </Text>
          ) : null}
          <Box>
            <Button variant="outline" size="sm" onClick={() => lines.append({ service_id: undefined, rate_cents: '' })}>
              {t`Añadir servicio`}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormCard>
  )
}

function LineService({ control, index, services, describe }: { control: Control<TemplateValues>; index: number; services: { id: number; name: string }[]; describe: (code: string) => string }) {
  const { t } = useLingui()
  const { field, fieldState } = useController({ control, name: `lines.${index}.service_id` })
  return (
    <Field.Root invalid={Boolean(fieldState.error)} flex="2">
      <Field.Label>{t`Servicio (línea ${index + 1})`}</Field.Label>
      <PlainSelect
        name={field.name}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)}
      >
        <option value="">{t`Elija uno`}</option>
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.name}
          </option>
        ))}
      </PlainSelect>
      {fieldState.error?.message ? <Field.ErrorText>{describe(fieldState.error.message)}</Field.ErrorText> : null}
    </Field.Root>
  )
}

function LineRate({ control, index, describe }: { control: Control<TemplateValues>; index: number; describe: (code: string) => string }) {
  const { t } = useLingui()
  const { field, fieldState } = useController({ control, name: `lines.${index}.rate_cents` })
  return (
    <Field.Root invalid={Boolean(fieldState.error)} flex="1">
      <Field.Label>{t`Tarifa en dólares (línea ${index + 1})`}</Field.Label>
      <Input {...field} value={field.value ?? ''} inputMode="decimal" placeholder="45.00" />
      {fieldState.error?.message ? <Field.ErrorText>{describe(fieldState.error.message)}</Field.ErrorText> : null}
    </Field.Root>
  )
}
