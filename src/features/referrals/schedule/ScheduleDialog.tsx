import { Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm, useWatch, type Control } from 'react-hook-form'
import type { ScheduleInput, ScheduleUpdateInput } from '../../../domain/referrals/schemas'
import type { ReferralSchedule } from '../../../domain/referrals/types'
import { ClosableDialog } from '../../../components/closable-dialog'
import { SelectField } from '../../../components/select-field'
import { showSnackbar } from '../../../components/snackbar'
import { TextField } from '../../../components/text-field'
import { FormCard } from '../../../kit/office/FormCard'
import { showServerFieldErrors } from '../../../kit/forms/server-field-errors'
import { useDaysOfWeek, useTimeSlots } from '../../service-schedule/api/provider-week'
import { describeError, describeFieldError } from '../../../kit/errors/describe-error'
import { useSaveSchedule } from '../api/referral-schedules'
import { REFERRAL_FIELD_CODES } from '../referral-field-codes'
import { currentOnConflict, scheduleResolver, scheduleValues, type ScheduleValues } from './schedule-form'
import { describeSchedule, ScheduleConflict } from './ScheduleConflict'


/**
 * Adds a weekly entry to a referral's schedule, or changes one (`schedule`). Choosing a time slot
 * (GET /service-time-slots) fills in its times, which can still be adjusted. A change carries the
 * version it was read at; if someone changed the entry since, the server's version is shown and
 * the person may save hers on top of it.
 */
export function ScheduleDialog({ referralId, schedule, onClose }: { referralId: number; schedule: ReferralSchedule | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const days = useDaysOfWeek().data ?? []
  const slots = useTimeSlots().data ?? []
  // The version the next save is based on: the one read, or the server's after a conflict.
  // (react-hook-form takes the resolver afresh at each render, so a retry carries the server's.)
  const [hash, setHash] = useState(schedule?.hash ?? null)
  const form = useForm<ScheduleValues, unknown, ScheduleInput | ScheduleUpdateInput>({ resolver: scheduleResolver(hash), defaultValues: scheduleValues(schedule) })
  const control = form.control as unknown as Control<ScheduleValues>
  const [conflict, setConflict] = useState<ReferralSchedule | null>(null)
  const save = useSaveSchedule(referralId)
  const describe = (code: string) => describeFieldError(i18n, code, REFERRAL_FIELD_CODES)
  const dayName = (id: number | undefined) => days.find((day) => day.id === id)?.name ?? ''

  const submit = (input: ScheduleInput | ScheduleUpdateInput) =>
    save.mutate(schedule ? { kind: 'change', scheduleId: schedule.id, input: input as ScheduleUpdateInput } : { kind: 'add', input }, {
      onSuccess: () => {
        showSnackbar(schedule ? t`Horario cambiado` : t`Horario agregado`, 'success')
        onClose()
      },
      onError: (error) => {
        const current = currentOnConflict<ReferralSchedule>(error)
        if (current === null) {
          showSnackbar(t`Este horario ya no existe: alguien lo quitó.`, 'error')
          onClose()
        } else if (current) {
          setHash(current.hash)
          setConflict(current)
        } else if (!showServerFieldErrors(error, form)) {
          showSnackbar(describeError(i18n, error), 'error')
        }
      },
    })
  const onSubmit = form.handleSubmit(submit)
  const values = useWatch({ control })
  const mine = describeSchedule({ day_of_week_name: dayName(values.day_of_week_id), start_time: values.start_time ?? '', end_time: values.end_time ?? '' })
  const title = schedule ? t`Cambiar horario` : t`Agregar horario`
  return (
    <ClosableDialog title={title} size={{ base: 'full', md: 'lg' }} onClose={onClose}>
      <Stack gap="4">
        {conflict ? (
          <ScheduleConflict
            current={conflict}
            mine={mine}
            retryLabel={t`Guardar mi versión`}
            onRetry={() => {
              setConflict(null)
              void onSubmit()
            }}
            onDismiss={onClose}
          />
        ) : null}
        <FormCard label={title} onSubmit={onSubmit} readOnly={false} saving={save.isPending} dirty={form.formState.isDirty || conflict !== null} saveLabel={schedule ? t`Guardar cambios` : t`Agregar`}>
          <SelectField control={control} name="day_of_week_id" numeric label={t`Día`} placeholder={t`Elija uno`} options={days.map((day) => ({ value: day.id, label: day.name }))} required describeError={describe} />
          <SelectField
            control={control}
            name="time_slot_id"
            numeric
            label={t`Bloque de horario`}
            placeholder={t`Otro horario`}
            options={slots.map((slot) => ({ value: slot.id, label: `${slot.name} (${slot.start_time.slice(0, 5)}–${slot.end_time.slice(0, 5)})` }))}
            describeError={describe}
            onValueChange={(value) => {
              const slot = slots.find((item) => item.id === value)
              if (!slot) return
              form.setValue('start_time', slot.start_time.slice(0, 5), { shouldDirty: true })
              form.setValue('end_time', slot.end_time.slice(0, 5), { shouldDirty: true })
            }}
          />
          <TextField control={control} name="start_time" label={t`Hora de inicio`} placeholder="HH:mm" inputMode="numeric" required describeError={describe} />
          <TextField control={control} name="end_time" label={t`Hora de fin`} placeholder="HH:mm" inputMode="numeric" required describeError={describe} />
        </FormCard>
      </Stack>
    </ClosableDialog>
  )
}
