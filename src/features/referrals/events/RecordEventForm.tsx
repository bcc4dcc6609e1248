import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useForm, type Control } from 'react-hook-form'
import type { ReferralEventInput } from '../../../domain/referrals/schemas'
import { companyToday } from '../../../domain/rules/company-time'
import { SelectField } from '../../../components/select-field'
import { showSnackbar } from '../../../components/snackbar'
import { TextAreaField } from '../../../components/text-area-field'
import { TextField } from '../../../components/text-field'
import { FormCard } from '../../../kit/office/FormCard'
import { showServerFieldErrors } from '../../../kit/forms/server-field-errors'
import { useReferenceList } from '../../../kit/lookups/use-reference-list'
import { describeError, describeFieldError } from '../../../kit/errors/describe-error'
import { useSaveEvent } from '../api/referral-events'
import { REFERRAL_FIELD_CODES } from '../referral-field-codes'
import { eventResolver, eventValues, type EventValues } from './event-form'

/** "Registrar evento" (POST /referrals/{id}/events): what happened on the referral, and when. */
export function RecordEventForm({ studentId, referralId }: { studentId: number; referralId: number }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const types = useReferenceList('referralEventTypes') ?? []
  const form = useForm<EventValues, unknown, ReferralEventInput>({ resolver: eventResolver(), defaultValues: eventValues(companyToday()) })
  const control = form.control as unknown as Control<EventValues>
  const save = useSaveEvent(referralId)
  const describe = (code: string) => describeFieldError(i18n, code, REFERRAL_FIELD_CODES)
  const submit = (input: ReferralEventInput) =>
    save.mutate(
      { kind: 'record', input },
      {
        onSuccess: (recorded) => {
          showSnackbar(t`Evento registrado`, 'success')
          form.reset(eventValues(companyToday()))
          if (recorded) void navigate({ to: '/students/$studentId/referrals/{-$referralId}/events/{-$eventId}', params: { studentId: String(studentId), referralId: String(referralId), eventId: String(recorded.id) } })
        },
        onError: (error) => {
          if (!showServerFieldErrors(error, form)) showSnackbar(describeError(i18n, error), 'error')
        },
      },
    )
  return (
    <FormCard label={t`Registrar evento`} heading onSubmit={form.handleSubmit(submit)} readOnly={false} saving={save.isPending} dirty={form.formState.isDirty} saveLabel={t`Registrar evento`}>
      <SelectField control={control} name="event_type_id" numeric label={t`Tipo de evento`} placeholder={t`Elija uno`} options={types.map((type) => ({ value: type.id, label: type.name }))} required describeError={describe} />
      <TextField control={control} name="date" label={t`Fecha`} placeholder="MM/dd/yyyy" required describeError={describe} />
      <TextField control={control} name="time" label={t`Hora`} placeholder="HH:mm" inputMode="numeric" describeError={describe} />
      <TextAreaField control={control} name="notes" label={t`Notas`} rows={3} describeError={describe} />
    </FormCard>
  )
}
