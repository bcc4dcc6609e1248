import { Button, Field, Input, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { PlainSelect } from '../../components/plain-select'
import { FieldTextArea } from '../../components/text-area-field'
import { VisitLogFields } from '../../domain/visit-logs/schemas'
import type { VisitLog } from '../../domain/visit-logs/types'
import { describeFieldError } from '../../kit/errors/describe-error'
import { useProviderLocations } from './api/visit-logs'
import { issuesToFieldErrors } from './field-errors'

const monthText = (log: VisitLog) => `${log.year}-${String(log.month).padStart(2, '0')}`

/**
 * The fields of an open log (location, month, notes), saved with the version they were edited
 * from: the caller turns a 409 into the conflict notice. The provider stays: a log of another
 * provider is another upload.
 */
export function EditVisitLog({ log, onSave }: { log: VisitLog; onSave: (fields: VisitLogFields) => Promise<void> }) {
  const { t, i18n } = useLingui()
  const locations = useProviderLocations(log.provider_id)
  const [locationId, setLocationId] = useState(log.location_id)
  const [month, setMonth] = useState(monthText(log))
  const [notes, setNotes] = useState(log.notes ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const dirty = locationId !== log.location_id || month !== monthText(log) || notes !== (log.notes ?? '')
  // The log's own location stays choosable even if the provider no longer works there.
  const options = [
    ...(locations.data?.some((location) => location.location_id === log.location_id)
      ? []
      : [{ location_id: log.location_id, location_name: log.location_name }]),
    ...(locations.data ?? []),
  ]

  async function submit(event: FormEvent) {
    event.preventDefault()
    const [year, monthNumber] = month ? month.split('-').map(Number) : [undefined, undefined]
    const parsed = v.safeParse(VisitLogFields, { provider_id: log.provider_id, location_id: locationId, year, month: monthNumber, notes })
    setErrors(parsed.success ? {} : issuesToFieldErrors(parsed.issues))
    if (!parsed.success) return
    setSaving(true)
    try {
      await onSave(parsed.output)
    } finally {
      setSaving(false)
    }
  }

  const words = (code: string | undefined) => (code === undefined ? undefined : describeFieldError(i18n, code))
  return (
    <Stack asChild gap="3" maxW="xl">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Editar registro`}>
        <Field.Root invalid={Boolean(errors.location_id)}>
          <Field.Label>{t`Localidad`}</Field.Label>
          <PlainSelect value={locationId} onChange={(event) => setLocationId(Number(event.currentTarget.value))}>
            {options.map((location) => (
              <option key={location.location_id} value={location.location_id}>
                {location.location_name}
              </option>
            ))}
          </PlainSelect>
          <Field.ErrorText>{words(errors.location_id)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.month)}>
          <Field.Label>{t`Mes`}</Field.Label>
          <Input type="month" value={month} onChange={(event) => setMonth(event.currentTarget.value)} />
          <Field.ErrorText>{words(errors.month)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.notes)}>
          <Field.Label>{t`Notas`}</Field.Label>
          <FieldTextArea value={notes} onChange={(event) => setNotes(event.currentTarget.value)} rows={3} />
          <Field.ErrorText>{words(errors.notes)}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand" alignSelf="start" disabled={!dirty} loading={saving} loadingText={t`Guardando…`}>
          {t`Guardar cambios`}
        </Button>
      </form>
    </Stack>
  )
}
