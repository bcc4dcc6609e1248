import { Button, Card, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { Page } from '../../../components/page'
import { PlainSelect } from '../../../components/plain-select'
import { showSnackbar } from '../../../components/snackbar'
import { FieldTextArea } from '../../../components/text-area-field'
import { companyToday } from '../../../domain/rules/company-time'
import type { SupportEntry } from '../../../domain/scrubber/api'
import { ApiError } from '../../../sync/api-errors'
import { OfficeTable, type OfficeColumn } from '../../../kit/office/OfficeTable'
import { describeError, describeFieldError } from '../../../kit/errors/describe-error'
import { formatDate, formatDateTimeInWords } from '../../../kit/words/format-date'
import { describeSessionChangeError, describeSessionFieldError } from '../../service-sessions/session-error-codes'
import { REQUIRED, REQUIRED_FIELDS, useRegisterSupportVisit, useSessionLookups, useSupportEntries, useSupportProviders, useSupportReferrals, type Lookup } from './api'

/**
 * /support/provider/register-visits (spec §2 "Support"): support staff pick a provider and enter
 * a session on her behalf, one student at a time, saying why. The session goes through the
 * sessions' own write on the server (POST /support/provider-visits), so every rule of the
 * provider's form applies, and the reason is kept beside it and shown in its history.
 */
const VISITS_PREFIX = 'visits'
const REASON_FIELD = 'support_reason'
const VISIT_OUTCOME_FIELD = 'visit_outcome_id'

interface FormState {
  referral_id: string
  date: string
  time: string
  duration_id: string
  session_type_id: string
  session_outcome_id: string
  visit_outcome_id: string
  notes: string
  support_reason: string
}

const emptyForm = (): FormState => ({
  referral_id: '',
  date: companyToday(),
  time: '',
  duration_id: '',
  session_type_id: '',
  session_outcome_id: '',
  visit_outcome_id: '',
  notes: '',
  support_reason: '',
})

export function RegisterVisitsScreen() {
  const { t } = useLingui()
  const [providerId, setProviderId] = useState<number | null>(null)
  const providers = useSupportProviders()
  return (
    <Page title={t`Registrar visitas de un proveedor`}>
      <Stack gap="6">
        <Field.Root maxWidth="md">
          <Field.Label>{t`Proveedor`}</Field.Label>
          <PlainSelect value={providerId ?? ''} onChange={(event) => setProviderId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}>
            <option value="">{t`Seleccione un proveedor`}</option>
            {(providers.data ?? []).map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.name}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        {providerId !== null ? <VisitForm key={providerId} providerId={providerId} /> : null}
        <EnteredVisits providerId={providerId} />
      </Stack>
    </Page>
  )
}

function VisitForm({ providerId }: { providerId: number }) {
  const { t, i18n } = useLingui()
  const registerSupportVisit = useRegisterSupportVisit()
  const referrals = useSupportReferrals(providerId)
  const { durations, types, outcomes, visitOutcomes } = useSessionLookups()
  const [form, setForm] = useState<FormState>(emptyForm)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const set = (field: keyof FormState) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setForm((current) => ({ ...current, [field]: value, ...(field === 'session_outcome_id' ? { visit_outcome_id: '' } : {}) }))
    setErrors((current) => ({ ...current, [field]: '' }))
  }
  const referral = referrals.data?.find((row) => String(row.referral_id) === form.referral_id)
  const fitting = (visitOutcomes.data ?? []).filter((row) => String(row.session_outcome_id) === form.session_outcome_id)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const missing: Record<string, string> = {}
    for (const field of REQUIRED_FIELDS) {
      if (!form[field].trim()) missing[field] = REQUIRED
    }
    if (Object.keys(missing).length > 0 || !referral) {
      setErrors(missing)
      return
    }
    setSaving(true)
    try {
      await registerSupportVisit({
          id: crypto.randomUUID(),
          provider_id: providerId,
          date: form.date,
          time: form.time,
          duration_id: Number(form.duration_id),
          location_id: referral.location_id,
          session_type_id: Number(form.session_type_id),
          session_outcome_id: Number(form.session_outcome_id),
          service_id: referral.service_id,
          notes: form.notes,
          visits: [{ student_id: referral.student_id, referral_id: referral.referral_id, visit_outcome_id: Number(form.visit_outcome_id) }],
          support_reason: form.support_reason,
      })
      showSnackbar(t`Visita registrada a nombre del proveedor.`, 'success')
      setForm((current) => ({ ...emptyForm(), date: current.date, support_reason: current.support_reason }))
      setErrors({})
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        setErrors(Object.fromEntries(Object.entries(error.body.errors).map(([field, code]) => [field.startsWith(VISITS_PREFIX) ? VISIT_OUTCOME_FIELD : field, code])))
      }
      showSnackbar(error instanceof ApiError ? describeSessionChangeError(i18n, error.code, error.message) : describeError(i18n, error), 'error')
    } finally {
      setSaving(false)
    }
  }

  const fieldError = (field: keyof FormState) =>
    errors[field] ? <Field.ErrorText>{errors[field] === REQUIRED ? describeFieldError(i18n, REQUIRED) : describeSessionFieldError(i18n, errors[field])}</Field.ErrorText> : null
  const select = (field: keyof FormState, label: string, items: Lookup[], placeholder: string) => (
    <Field.Root invalid={Boolean(errors[field])} required>
      <Field.Label>{label}</Field.Label>
      <PlainSelect value={form[field]} onChange={set(field)}>
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </PlainSelect>
      {fieldError(field)}
    </Field.Root>
  )

  return (
    <Card.Root asChild variant="outline">
      <form aria-label={t`Nueva visita a nombre del proveedor`} onSubmit={(event) => void submit(event)} noValidate>
        <Card.Header>
          <Heading as="h2" size="md">
            {t`Nueva visita a nombre del proveedor`}
          </Heading>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {select(
              'referral_id',
              t`Estudiante y servicio`,
              (referrals.data ?? []).map((row) => ({ id: row.referral_id, name: `${row.student_name} · ${row.service_name} · ${row.location_name}` })),
              referrals.data?.length === 0 ? t`El proveedor no tiene referidos activos` : t`Seleccione el estudiante`,
            )}
            <Field.Root invalid={Boolean(errors.date)} required>
              <Field.Label>{t`Fecha`}</Field.Label>
              <Input type="date" value={form.date} max={companyToday()} onChange={set('date')} />
              {fieldError('date')}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.time)} required>
              <Field.Label>{t`Hora`}</Field.Label>
              <Input type="time" value={form.time} min="06:00" max="20:00" onChange={set('time')} />
              {fieldError('time')}
            </Field.Root>
            {select('duration_id', t`Duración`, durations.data ?? [], t`Seleccione la duración`)}
            {select('session_type_id', t`Tipo de sesión`, types.data ?? [], t`Seleccione el tipo`)}
            {select('session_outcome_id', t`Resultado de la sesión`, outcomes.data ?? [], t`Seleccione el resultado`)}
            {select('visit_outcome_id', t`Resultado de la visita`, fitting, t`Seleccione el resultado de la visita`)}
            <Field.Root>
              <Field.Label>{t`Notas`}</Field.Label>
              <FieldTextArea value={form.notes} rows={2} maxLength={2000} onChange={set('notes')} />
            </Field.Root>
            <Field.Root invalid={Boolean(errors.support_reason)} required>
              <Field.Label>{t`Motivo del registro por soporte`}</Field.Label>
              <FieldTextArea value={form.support_reason} rows={2} maxLength={500} onChange={set(REASON_FIELD)} />
              {fieldError(REASON_FIELD)}
            </Field.Root>
          </SimpleGrid>
        </Card.Body>
        <Card.Footer>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Guardando…`}>
            {t`Registrar visita`}
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  )
}

function EnteredVisits({ providerId }: { providerId: number | null }) {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const entries = useSupportEntries(providerId, page)
  const columns: OfficeColumn<SupportEntry>[] = [
    { id: 'session', header: t`Sesión`, cell: (row) => `${formatDate(row.date)} ${row.time}` },
    { id: 'provider', header: t`Proveedor`, cell: (row) => row.provider_name },
    { id: 'visits', header: t`Visitas`, numeric: true, cell: (row) => row.visits },
    { id: 'reason', header: t`Motivo`, cell: (row) => row.reason },
    { id: 'entered', header: t`Registrada por`, cell: (row) => `${row.entered_by_name} · ${formatDateTimeInWords(row.entered_at)}` },
  ]
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {t`Visitas registradas por soporte`}
      </Heading>
      <OfficeTable
        caption={t`Visitas registradas por soporte`}
        columns={columns}
        data={entries.data}
        error={entries.error}
        loading={entries.isPending}
        onRetry={() => void entries.refetch()}
        rowKey={(row) => row.session_id}
        rowLabel={(row) => `${row.provider_name} ${formatDate(row.date)}`}
        sort={undefined}
        defaultSort="-entered_at"
        onSort={() => undefined}
        page={page}
        pageSize={20}
        onPage={setPage}
        empty={<Text>{t`Todavía no hay visitas registradas por soporte.`}</Text>}
      />
    </Stack>
  )
}
