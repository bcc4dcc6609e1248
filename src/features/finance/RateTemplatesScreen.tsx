import { Button, Link as ChakraLink } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { RateTemplateListItem } from '../../domain/finance/types'
import { ClosableDialog } from '../../components/closable-dialog'
import { Page } from '../../components/page'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { useRateTemplates } from './api/rate-templates'
import { RateTemplateEditor } from './RateTemplateForm'

/** /finance/provider-service-rate-templates: rate sheets per specialty and session length. */
export function RateTemplatesScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const templates = useRateTemplates()
  const [creating, setCreating] = useState(false)
  const open = (id: number) => void navigate({ to: '/finance/provider-service-rate-templates/{-$id}', params: { id: String(id) } })
  const columns: OfficeColumn<RateTemplateListItem>[] = [
    {
      id: 'name',
      header: t`Nombre`,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to="/finance/provider-service-rate-templates/{-$id}" params={{ id: String(row.id) }}>
            {row.name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'specialty', header: t`Especialidad`, cell: (row) => row.specialty_name },
    { id: 'duration', header: t`Duración`, cell: (row) => t`${row.duration_minutes} min` },
    { id: 'lines', header: t`Servicios`, numeric: true, cell: (row) => row.line_count },
  ]
  return (
    <Page
      title={t`Plantillas de tarifas`}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
          {t`Nueva plantilla`}
        </Button>
      }
    >
      {creating ? (
        <ClosableDialog title={t`Nueva plantilla`} size={{ base: 'full', md: 'xl' }} onClose={() => setCreating(false)}>
          <RateTemplateEditor template={null} onSaved={(saved) => open(saved.id)} />
        </ClosableDialog>
      ) : null}
      <OfficeTable
        caption={t`Plantillas de tarifas`}
        columns={columns}
        data={templates.data}
        error={templates.error}
        loading={templates.isFetching}
        onRetry={() => void templates.refetch()}
        rowKey={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        rowActions={(row) => [{ label: t`Abrir`, onSelect: () => open(row.id) }]}
        sort={undefined}
        defaultSort="name"
        onSort={() => undefined}
        page={1}
        pageSize={500}
        onPage={() => undefined}
        empty={t`No hay plantillas de tarifas.`}
      />
    </Page>
  )
}
