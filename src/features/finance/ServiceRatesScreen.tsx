import { Button, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ServiceRate } from '../../domain/finance/types'
import { formatCents } from '../../domain/money/money'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Page } from '../../components/page'
import { showSnackbar } from '../../components/snackbar'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { useProvider } from '../../kit/lookups/get-provider'
import { formatDate } from '../../kit/words/format-date'
import { useDeleteServiceRate, useServiceRates } from './api/service-rates'
import { ApplyTemplatePanel } from './ApplyTemplatePanel'
import { ChangeRateDialog, NewRateDialog } from './RateDialogs'
import { describeFinanceError } from './field-codes'

/**
 * /providers/{providerId}/service-rates: what the provider is paid per session of each service
 * and length, current and scheduled (or the whole history), and a template applied to her.
 */
export function ServiceRatesScreen({ providerId }: { providerId: number }) {
  const { t, i18n } = useLingui()
  const provider = useProvider(providerId).data
  const [history, setHistory] = useState(false)
  const rates = useServiceRates(providerId, history)
  const remove = useDeleteServiceRate(providerId)
  const [deleting, setDeleting] = useState<ServiceRate | null>(null)
  const [changing, setChanging] = useState<ServiceRate | null>(null)
  const [adding, setAdding] = useState(false)
  const columns: OfficeColumn<ServiceRate>[] = [
    { id: 'service', header: t`Servicio`, cell: (row) => row.service_name },
    { id: 'duration', header: t`Duración`, cell: (row) => t`${row.duration_minutes} min` },
    { id: 'rate', header: t`Tarifa`, numeric: true, cell: (row) => formatCents(row.rate_cents) },
    { id: 'effective_from', header: t`Desde`, cell: (row) => formatDate(row.effective_from) },
    { id: 'effective_to', header: t`Hasta`, cell: (row) => (row.effective_to ? formatDate(row.effective_to) : t`Sin fecha final`) },
    { id: 'origin', header: t`Origen`, cell: (row) => (row.template_id ? t`Plantilla` : t`Manual`) },
    {
      // A button of its own rather than a menu entry: one action per row, visible at a glance.
      id: 'change',
      header: t`Cambio`,
      cell: (row) =>
        row.effective_to === null ? (
          <Button size="xs" variant="outline" aria-label={t`Cambiar la tarifa de ${row.service_name} (${row.duration_minutes} min)`} onClick={() => setChanging(row)}>
            {t`Cambiar`}
          </Button>
        ) : null,
    },
  ]
  const name = provider?.name ?? ''
  return (
    <Page title={name ? t`Tarifas de ${name}` : t`Tarifas del proveedor`}>
      <Stack gap="6">
        <ApplyTemplatePanel providerId={providerId} />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
            {t`Nueva tarifa`}
          </Button>
          <Button size="sm" variant="outline" aria-pressed={history} onClick={() => setHistory(!history)}>
            {history ? t`Ver tarifas vigentes` : t`Ver historial`}
          </Button>
        </HStack>
        {adding ? <NewRateDialog providerId={providerId} onClose={() => setAdding(false)} /> : null}
        {changing ? <ChangeRateDialog providerId={providerId} rate={changing} onClose={() => setChanging(null)} /> : null}
        <OfficeTable
          caption={history ? t`Historial de tarifas` : t`Tarifas vigentes y programadas`}
          columns={columns}
          data={rates.data}
          error={rates.error}
          loading={rates.isFetching}
          onRetry={() => void rates.refetch()}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => t`${row.service_name}, ${row.duration_minutes} min, desde ${formatDate(row.effective_from)}`}
          rowActions={(row) => [{ label: t`Terminar o eliminar`, onSelect: () => setDeleting(row) }]}
          sort={undefined}
          defaultSort="service"
          onSort={() => undefined}
          page={1}
          pageSize={500}
          onPage={() => undefined}
          empty={t`El proveedor no tiene tarifas.`}
        />
      </Stack>
      <IrreversibleConfirm
        open={deleting !== null}
        subject={deleting ? t`Terminar hoy la tarifa de ${deleting.service_name} (${deleting.duration_minutes} min); si aún no ha empezado, se elimina.` : undefined}
        confirmLabel={t`Continuar`}
        onConfirm={async () => {
          if (!deleting) return
          try {
            await remove.mutateAsync(deleting.id)
            showSnackbar(t`Tarifa terminada`, 'success')
          } catch (error) {
            showSnackbar(describeFinanceError(i18n, error), 'error')
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Page>
  )
}
