import { Button, Field, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { AppointmentEventInput } from '../../domain/referrals/schemas'
import type { ReferralListsRecord } from '../../db/database'
import type { CurrentUser } from '../../domain/schemas/auth'
import { describeError } from '../../kit/errors/describe-error'
import { recordAppointmentEvent } from './commands'
import { FieldTextArea } from '../../components/text-area-field'

/**
 * "Registrar evento": what happened at the appointment, saved on the device (offline too) and
 * sent by the sync engine. Checked with the schema the server uses; a type that cancels the
 * appointment asks for the reason, as the server does.
 */
export function AppointmentEventForm({ appointmentId, lists, user }: { appointmentId: number; lists: ReferralListsRecord; user: CurrentUser }) {
  const { t, i18n } = useLingui()
  const [typeId, setTypeId] = useState('')
  const [reasonId, setReasonId] = useState('')
  const [notes, setNotes] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const type = lists.appointment_event_types.find((item) => String(item.id) === typeId)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const fields = {
      event_type_id: typeId ? Number(typeId) : undefined,
      cancel_reason_id: reasonId ? Number(reasonId) : null,
      notes,
    }
    const parsed = v.safeParse(AppointmentEventInput, fields)
    const found: Record<string, string> = {}
    if (!parsed.success) for (const issue of parsed.issues) found[v.getDotPath(issue) ?? 'form'] = issue.message
    if (type?.needs_cancel_reason && !reasonId) found.cancel_reason_id = 'required'
    setErrors(found)
    if (!parsed.success || Object.keys(found).length > 0) return
    setSaving(true)
    try {
      await recordAppointmentEvent(
        appointmentId,
        {
          ...parsed.output,
          cancel_reason_id: type?.needs_cancel_reason ? parsed.output.cancel_reason_id : null,
        },
        user,
      )
      showSnackbar(t`Guardado en el dispositivo`, 'success')
      setTypeId('')
      setReasonId('')
      setNotes('')
    } catch (failure) {
      showSnackbar(describeError(i18n, failure), 'error')
    } finally {
      setSaving(false)
    }
  }

  return (
    // Our own messages, not the browser's bubbles: the same words online and offline, in the screen's language.
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Registrar evento`}>
      <Stack gap="3">
        <Field.Root required invalid={Boolean(errors.event_type_id)}>
          <Field.Label>{t`Qué ocurrió`}</Field.Label>
          <PlainSelect value={typeId} onChange={(event) => setTypeId(event.target.value)}>
            <option value="">{t`Elija…`}</option>
            {lists.appointment_event_types.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </PlainSelect>
          <Field.ErrorText>{t`Elija qué ocurrió.`}</Field.ErrorText>
        </Field.Root>
        {type?.needs_cancel_reason ? (
          <Field.Root required invalid={Boolean(errors.cancel_reason_id)}>
            <Field.Label>{t`Razón de la cancelación`}</Field.Label>
            <PlainSelect value={reasonId} onChange={(event) => setReasonId(event.target.value)}>
              <option value="">{t`Elija…`}</option>
              {lists.cancel_reasons.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </PlainSelect>
            <Field.ErrorText>{t`Una cancelación necesita su razón.`}</Field.ErrorText>
          </Field.Root>
        ) : null}
        <Field.Root invalid={Boolean(errors.notes)}>
          <Field.Label>{t`Notas`}</Field.Label>
          <FieldTextArea value={notes} onChange={(event) => setNotes(event.target.value)} rows={3} />
          <Field.ErrorText>{t`Las notas no son válidas (demasiado largas o con caracteres no permitidos).`}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving} loadingText={t`Registrar evento`}>
          {t`Registrar evento`}
        </Button>
      </Stack>
    </form>
  )
}
