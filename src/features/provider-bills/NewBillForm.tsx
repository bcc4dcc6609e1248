import { Button, Field, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { ApiError } from '../../sync/api-errors'
import { useProviders } from '../../kit/lookups/list-providers'
import { useBillPeriods, useCreateBill } from './api/bills'
import { billErrorMessage } from './bill-views'

/** /finance/provider-bills/ (no id): a new draft for a provider and a billing period. */
export function NewBillForm() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const createBill = useCreateBill()
  const providers = useProviders()
  const periods = useBillPeriods()
  const [providerId, setProviderId] = useState('')
  const [periodId, setPeriodId] = useState('')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [existing, setExisting] = useState<number | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!providerId || !periodId) {
      setError(t`Elija el proveedor y el periodo.`)
      return
    }
    setSaving(true)
    setError(null)
    setExisting(null)
    try {
      const bill = await createBill({ provider_id: Number(providerId), period_id: Number(periodId), comment: null })
      showSnackbar(t`Factura creada.`, 'success')
      await navigate({ to: '/finance/provider-bills/{-$billId}', params: { billId: String(bill.id) } })
    } catch (failure) {
      setError(billErrorMessage(failure))
      const billId = failure instanceof ApiError ? (failure.body as { bill_id?: unknown }).bill_id : undefined
      if (typeof billId === 'number') setExisting(billId)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Page title={t`Nueva factura de proveedor`}>
      <Stack as="form" gap="4" maxW="md" onSubmit={submit}>
        <Field.Root required>
          <Field.Label>{t`Proveedor`}</Field.Label>
          <PlainSelect value={providerId} onChange={(event) => setProviderId(event.currentTarget.value)}>
            <option value="">{t`Elija un proveedor`}</option>
            {(providers.data ?? []).map((provider) => (
              <option key={provider.id} value={provider.id}>
                {`${provider.first_name} ${provider.last_name}`}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t`Periodo de facturación`}</Field.Label>
          <PlainSelect value={periodId} onChange={(event) => setPeriodId(event.currentTarget.value)}>
            <option value="">{t`Elija un periodo`}</option>
            {(periods.data ?? []).map((period) => (
              <option key={period.id} value={period.id}>
                {`${period.name} (${period.academic_year_name})`}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        {error ? <Text role="alert" color="fg.error">{error}</Text> : null}
        {existing !== null ? (
          <Button variant="outline" alignSelf="start" onClick={() => void navigate({ to: '/finance/provider-bills/{-$billId}', params: { billId: String(existing) } })}>
            {t`Abrir la factura existente`}
          </Button>
        ) : null}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={saving} loadingText={t`Creando…`}>
          {t`Crear factura`}
        </Button>
      </Stack>
    </Page>
  )
}
