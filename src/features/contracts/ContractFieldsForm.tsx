import { Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent, type ReactNode } from 'react'
import { PlainSelect } from '../../components/plain-select'
import { FieldTextArea } from '../../components/text-area-field'
import type { ContractFields } from './api/contracts'
import { useContractTypes } from './api/contracts'

/** The fields a contract is prepared and corrected with; `extra` comes first (the provider, on a new one). */
export function ContractFieldsForm({
  initial,
  extra,
  submitLabel,
  onSubmit,
  blocked,
}: {
  initial: ContractFields | null
  extra?: ReactNode
  submitLabel: string
  onSubmit: (fields: ContractFields) => Promise<void>
  /** Why the form may not be sent yet (e.g. no provider chosen), or null. */
  blocked?: string | null
}) {
  const { t } = useLingui()
  const types = useContractTypes()
  const [typeId, setTypeId] = useState(initial ? String(initial.contract_type_id) : '')
  const [start, setStart] = useState(initial?.start_date ?? '')
  const [end, setEnd] = useState(initial?.end_date ?? '')
  const [notes, setNotes] = useState(initial?.notes ?? '')
  const [busy, setBusy] = useState(false)
  const [tried, setTried] = useState(false)

  const endsBeforeStart = start !== '' && end !== '' && end < start
  const missing = typeId === '' || start === '' || end === ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (missing || endsBeforeStart || blocked) return
    setBusy(true)
    try {
      await onSubmit({ contract_type_id: Number(typeId), start_date: start, end_date: end, notes: notes.trim() ? notes : null })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4" maxW="lg">
      {extra}
      <Field.Root required invalid={tried && typeId === ''}>
        <Field.Label>{t`Tipo de contrato`}</Field.Label>
        <PlainSelect value={typeId} onChange={(event) => setTypeId(event.currentTarget.value)}>
          <option value="">{t`Seleccione…`}</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </PlainSelect>
        <Field.ErrorText>{t`Seleccione el tipo de contrato.`}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={tried && start === ''}>
        <Field.Label>{t`Desde`}</Field.Label>
        <Input type="date" value={start} onChange={(event) => setStart(event.currentTarget.value)} />
        <Field.ErrorText>{t`Indique la fecha de inicio.`}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={tried && (end === '' || endsBeforeStart)}>
        <Field.Label>{t`Hasta`}</Field.Label>
        <Input type="date" value={end} onChange={(event) => setEnd(event.currentTarget.value)} />
        <Field.ErrorText>{endsBeforeStart ? t`El contrato no puede terminar antes de empezar.` : t`Indique la fecha final.`}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t`Notas`}</Field.Label>
        <FieldTextArea value={notes} onChange={(event) => setNotes(event.currentTarget.value)} rows={3} />
      </Field.Root>
      {tried && blocked ? <Text color="fg.error">{blocked}</Text> : null}
      <div>
        <Button type="submit" colorPalette="brand" loading={busy} loadingText={submitLabel}>
          {submitLabel}
        </Button>
      </div>
      </Stack>
    </form>
  )
}
