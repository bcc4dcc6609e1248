import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Loader } from '../../components/loader'
import { NativeCheckbox } from '../../components/native-checkbox'
import { Page } from '../../components/page'
import { showSnackbar } from '../../components/snackbar'
import { formatCents, sumCents } from '../../domain/money/money'
import { PAY_NOW_DAYS, payableBillChoice } from '../../domain/payments/payable'
import type { PayableBill } from '../../domain/payments/types'
import { companyToday } from '../../domain/rules/company-time'
import { describeError } from '../../kit/errors/describe-error'
import { formatDate } from '../../kit/words/format-date'
import { useCreateBatch, usePayableBills } from './api/batches'
import { batchRefusal } from './batch-views'

/**
 * A new payment batch: its name, the day the bank should pay, and the approved bills it gathers
 * (one payment per bill). Every payable bill is offered; only what a clerk pays now starts ticked
 * (domain/payments/payable.ts), and each unticked one says why.
 */
export function NewBatchForm() {
  const { t, i18n } = useLingui()
  const createBatch = useCreateBatch()
  const navigate = useNavigate()
  const bills = usePayableBills()
  const [name, setName] = useState('')
  const [effective, setEffective] = useState(companyToday())
  // The person's own ticks and unticks, over the starting choice of each bill.
  const [flipped, setFlipped] = useState<Set<number>>(new Set())
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)

  const today = companyToday()
  const choiceOf = (bill: PayableBill) => payableBillChoice(bill, today)
  const isChosen = (bill: PayableBill) => (choiceOf(bill) === 'pay-now') !== flipped.has(bill.id)
  const chosen = (bills.data ?? []).filter(isChosen)
  const toggle = (id: number) => setFlipped((previous) => {
    const next = new Set(previous)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (!name.trim() || !effective) return
    setBusy(true)
    try {
      const batch = await createBatch({ name: name.trim(), effective_date: effective, notes: null, bill_ids: chosen.map((bill) => bill.id) })
      showSnackbar(t`Lote creado.`, 'success')
      await navigate({ to: '/finance/provider-payment-batches/{-$batchId}', params: { batchId: String(batch.id) } })
    } catch (error) {
      showSnackbar(batchRefusal(error), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page title={t`Nuevo lote de pago`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="5" maxW="3xl">
          <Field.Root required invalid={tried && !name.trim()} maxW="lg">
            <Field.Label>{t`Nombre del lote`}</Field.Label>
            <Input value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={120} />
            <Field.ErrorText>{t`Escriba el nombre del lote.`}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={tried && !effective} maxW="xs">
            <Field.Label>{t`Fecha efectiva del pago`}</Field.Label>
            <Input type="date" value={effective} onChange={(event) => setEffective(event.currentTarget.value)} />
            <Field.ErrorText>{t`Indique la fecha en que el banco debe pagar.`}</Field.ErrorText>
          </Field.Root>
          <Stack as="fieldset" gap="2">
            <Heading as="legend" size="md" mb="2">
              {t`Facturas aprobadas por pagar`}
            </Heading>
            {bills.isPending ? <Loader /> : null}
            {bills.isError ? <Text role="alert">{describeError(i18n, bills.error)}</Text> : null}
            {bills.data?.length === 0 ? <Text color="fg.muted">{t`No hay facturas aprobadas por pagar.`}</Text> : null}
            {bills.data && bills.data.some((bill) => choiceOf(bill) !== 'pay-now') ? (
              <Text color="fg.muted" textStyle="sm">
                {t`Se marcan las facturas de periodos terminados en los últimos ${PAY_NOW_DAYS} días con cuenta bancaria. Las demás se ofrecen sin marcar: revíselas antes de incluirlas.`}
              </Text>
            ) : null}
            {(bills.data ?? []).map((bill) => (
              <HStack as="label" key={bill.id} gap="3" wrap="wrap">
                <NativeCheckbox type="checkbox" checked={isChosen(bill)} onChange={() => toggle(bill.id)} />
                <Text>{`${bill.provider_name} · ${bill.period_name} · ${formatCents(bill.total_cents)}`}</Text>
                {choiceOf(bill) === 'no-account' ? <Text color="fg.error">{t`(sin cuenta bancaria)`}</Text> : null}
                {choiceOf(bill) === 'old' ? <Text color="fg.muted">{t`(periodo terminado el ${formatDate(bill.period_end_date)})`}</Text> : null}
              </HStack>
            ))}
          </Stack>
          <Text fontWeight="semibold">{t`${chosen.length} facturas, total ${formatCents(sumCents(chosen.map((bill) => bill.total_cents)))}`}</Text>
          <div>
            <Button type="submit" colorPalette="brand" loading={busy} loadingText={t`Creando…`}>
              {t`Crear lote`}
            </Button>
          </div>
        </Stack>
      </form>
    </Page>
  )
}
