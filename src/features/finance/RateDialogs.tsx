import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { ServiceRateChangeForm, ServiceRateForm } from '../../domain/finance/schemas'
import type { ServiceRate } from '../../domain/finance/types'
import { centsToInput } from '../../domain/money/money'
import { companyToday } from '../../domain/rules/company-time'
import { ClosableDialog } from '../../components/closable-dialog'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { showServerFieldErrors } from '../../kit/forms/server-field-errors'
import { useChangeServiceRate, useCreateServiceRate } from './api/service-rates'
import { describeFinanceError, describeFinanceField } from './field-codes'

interface NewRateValues {
  service_id: number | undefined
  duration_id: number | undefined
  rate: string
  effective_from: string
}
type NewRateOutput = { service_id: number; duration_id: number; rate: number; effective_from: string }

/** "Nueva tarifa": one rate by hand, open-ended from its first day (POST …/service-rates). */
export function NewRateDialog({ providerId, onClose }: { providerId: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const services = useReferenceList('services') ?? []
  const durations = useReferenceList('durations') ?? []
  const resolver = valibotResolver(ServiceRateForm) as unknown as Resolver<NewRateValues, unknown, NewRateOutput>
  const form = useForm<NewRateValues, unknown, NewRateOutput>({ resolver, defaultValues: { service_id: undefined, duration_id: undefined, rate: '', effective_from: companyToday() } })
  const control = form.control as unknown as Control<NewRateValues>
  const create = useCreateServiceRate(providerId)
  const describe = describeFinanceField(i18n)
  const save = ({ rate, ...fields }: NewRateOutput) =>
    create.mutate(
      { ...fields, rate_cents: rate, effective_to: null },
      {
        onSuccess: () => (showSnackbar(t`Tarifa añadida`, 'success'), onClose()),
        onError: (error) => {
          if (!showServerFieldErrors(error, form)) showSnackbar(describeFinanceError(i18n, error), 'error')
        },
      },
    )
  return (
    <ClosableDialog title={t`Nueva tarifa`} size={{ base: 'full', md: 'lg' }} onClose={onClose}>
      <FormCard label={t`Nueva tarifa`} onSubmit={form.handleSubmit(save)} readOnly={false} saving={create.isPending} dirty={form.formState.isDirty} saveLabel={t`Añadir tarifa`}>
        <SelectField control={control} name="service_id" numeric label={t`Servicio`} placeholder={t`Elija uno`} options={services.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
        <SelectField control={control} name="duration_id" numeric label={t`Duración de la sesión`} placeholder={t`Elija una`} options={durations.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
        <TextField control={control} name="rate" label={t`Tarifa en dólares`} inputMode="decimal" placeholder="45.00" required describeError={describe} />
        <TextField control={control} name="effective_from" label={t`Desde`} type="date" required describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}

interface ChangeValues {
  rate: string
  effective_from: string
}

/** "Cambiar tarifa": a new amount from a date; the old rate ends the day before and stays as history. */
export function ChangeRateDialog({ providerId, rate, onClose }: { providerId: number; rate: ServiceRate; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const resolver = valibotResolver(ServiceRateChangeForm) as unknown as Resolver<ChangeValues, unknown, { rate: number; effective_from: string }>
  const form = useForm<ChangeValues, unknown, { rate: number; effective_from: string }>({ resolver, defaultValues: { rate: centsToInput(rate.rate_cents), effective_from: companyToday() } })
  const control = form.control as unknown as Control<ChangeValues>
  const change = useChangeServiceRate(providerId)
  const describe = describeFinanceField(i18n)
  const save = (input: { rate: number; effective_from: string }) =>
    change.mutate(
      { id: rate.id, input: { hash: rate.hash, rate_cents: input.rate, effective_from: input.effective_from } },
      {
        onSuccess: () => (showSnackbar(t`Tarifa cambiada`, 'success'), onClose()),
        onError: (error) => {
          if (!showServerFieldErrors(error, form)) showSnackbar(describeFinanceError(i18n, error), 'error')
        },
      },
    )
  return (
    <ClosableDialog title={t`Cambiar la tarifa de ${rate.service_name} (${rate.duration_minutes} min)`} size={{ base: 'full', md: 'lg' }} onClose={onClose}>
      <FormCard label={t`Cambiar tarifa`} onSubmit={form.handleSubmit(save)} readOnly={false} saving={change.isPending} dirty={form.formState.isDirty} saveLabel={t`Cambiar tarifa`}>
        <TextField control={control} name="rate" label={t`Nueva tarifa en dólares`} inputMode="decimal" required describeError={describe} />
        <TextField control={control} name="effective_from" label={t`Desde`} type="date" required describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}
