import { Alert, Button, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm, type Control } from 'react-hook-form'
import type { ReferralUpdateInput } from '../../../domain/referrals/schemas'
import type { ReferralDetail } from '../../../domain/referrals/types'
import { ClosableDialog } from '../../../components/closable-dialog'
import { SelectField } from '../../../components/select-field'
import { showSnackbar } from '../../../components/snackbar'
import { TextAreaField } from '../../../components/text-area-field'
import { TextField } from '../../../components/text-field'
import { FormCard } from '../../../kit/office/FormCard'
import { showServerFieldErrors } from '../../../kit/forms/server-field-errors'
import { describeError, describeFieldError } from '../../../kit/errors/describe-error'
import { formatDate } from '../../../kit/words/format-date'
import { useProviderSpecialties, useReferralStatuses, useReferralTypes, useSchools } from '../../../kit/lookups/referral-lookups'
import { useUpdateReferral } from '../api/update-referral'
import { REFERRAL_FIELD_CODES } from '../referral-field-codes'
import { currentOnConflict } from '../schedule/schedule-form'
import { editReferralResolver, editReferralValues, type EditReferralValues } from './referral-edit-form'

/**
 * Changes a referral (PATCH /referrals/{id}): its school, provider, status, dates, frequency and
 * notes. The save carries the version read; if someone changed the referral since, the server's
 * version is shown beside the form (which keeps what the person typed) and she chooses: save hers
 * on top of it, or take the server's.
 */
export function EditReferralDialog({ referral, onClose }: { referral: ReferralDetail; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const [hash, setHash] = useState(referral.hash)
  const [conflict, setConflict] = useState<ReferralDetail | null>(null)
  const form = useForm<EditReferralValues, unknown, ReferralUpdateInput>({ resolver: editReferralResolver(hash), defaultValues: editReferralValues(referral) })
  const control = form.control as unknown as Control<EditReferralValues>
  const statuses = useReferralStatuses().data ?? []
  const types = useReferralTypes().data ?? []
  const specialties = useProviderSpecialties(referral.service_id).data ?? []
  const schools = useSchools(referral.customer_id, '').data ?? []
  const update = useUpdateReferral(referral.id)
  const describe = (code: string) => describeFieldError(i18n, code, REFERRAL_FIELD_CODES)

  const save = (input: ReferralUpdateInput) =>
    update.mutate(input, {
      onSuccess: () => {
        showSnackbar(t`Referido ${referral.number} guardado`, 'success')
        onClose()
      },
      onError: (error) => {
        const current = currentOnConflict<ReferralDetail>(error)
        if (current) {
          setHash(current.hash)
          setConflict(current)
        } else if (!showServerFieldErrors(error, form)) {
          showSnackbar(describeError(i18n, error), 'error')
        }
      },
    })
  const onSubmit = form.handleSubmit(save)
  const schoolOptions = schools.map((item) => ({ value: item.id, label: item.school_code ? `${item.name} (${item.school_code})` : item.name }))
  if (!schoolOptions.some((option) => option.value === referral.location_id)) schoolOptions.unshift({ value: referral.location_id, label: referral.location_name })
  const providerOptions = specialties.map((item) => ({ value: item.id, label: `${item.provider_name} · ${item.specialty_name}` }))
  if (referral.provider_specialty_id && !providerOptions.some((option) => option.value === referral.provider_specialty_id)) {
    providerOptions.unshift({ value: referral.provider_specialty_id, label: referral.provider_name ?? '' })
  }
  const title = t`Editar referido ${referral.number}`
  return (
    <ClosableDialog title={title} size={{ base: 'full', md: 'lg' }} onClose={onClose}>
      <Stack gap="4">
        {conflict ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Stack gap="2" flex="1">
              <Alert.Title>{t`Este referido cambió en el servidor mientras usted lo editaba. Su versión sigue en el formulario.`}</Alert.Title>
              <Alert.Description>{t`Ahora en el servidor: ${summary(conflict)}`}</Alert.Description>
              <HStack gap="2" wrap="wrap">
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={() => {
                    setConflict(null)
                    void onSubmit()
                  }}
                >
                  {t`Guardar mi versión`}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    form.reset(editReferralValues(conflict))
                    setConflict(null)
                  }}
                >
                  {t`Usar la versión del servidor`}
                </Button>
              </HStack>
            </Stack>
          </Alert.Root>
        ) : null}
        <FormCard label={title} onSubmit={onSubmit} readOnly={false} saving={update.isPending} dirty={form.formState.isDirty || conflict !== null} saveLabel={t`Guardar cambios`}>
          <SelectField control={control} name="provider_specialty_id" numeric label={t`Proveedor (especialidad)`} placeholder={t`Sin asignar`} options={providerOptions} describeError={describe} />
          <SelectField control={control} name="location_id" numeric label={t`Escuela`} placeholder={t`Elija una`} options={schoolOptions} required describeError={describe} />
          <SelectField control={control} name="status_id" numeric label={t`Estado`} placeholder={t`Elija uno`} options={statuses.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
          <SelectField control={control} name="referral_type_id" numeric label={t`Tipo de referido`} placeholder={t`Sin tipo`} options={types.map((item) => ({ value: item.id, label: item.name }))} describeError={describe} />
          <TextField control={control} name="start_date" label={t`Fecha de inicio`} placeholder="MM/dd/yyyy" required describeError={describe} />
          <TextField control={control} name="end_date" label={t`Fecha de fin`} placeholder="MM/dd/yyyy" describeError={describe} />
          <TextField control={control} name="weekly_frequency" label={t`Sesiones por semana`} inputMode="numeric" helperText={t`De 1 a 5`} required describeError={describe} />
          <TextField control={control} name="session_minutes" label={t`Minutos por sesión`} inputMode="numeric" helperText={t`De 15 a 240`} required describeError={describe} />
          <TextAreaField control={control} name="notes" label={t`Notas`} rows={3} describeError={describe} />
        </FormCard>
      </Stack>
    </ClosableDialog>
  )
}

/** The server's version in one line: what the person compares with her form. */
function summary(referral: ReferralDetail): string {
  const dates = referral.end_date ? `${formatDate(referral.start_date)} – ${formatDate(referral.end_date)}` : formatDate(referral.start_date)
  return [referral.status_name, referral.location_name, referral.provider_name ?? '—', dates, `${referral.weekly_frequency} × ${referral.session_minutes} min`].join(' · ')
}
