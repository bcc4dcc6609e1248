import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { DetailsGrid } from '../../components/details-list'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { formatFileSize } from '../../domain/attachments/sizes'
import type { VisitLogFields } from '../../domain/visit-logs/schemas'
import type { VisitLog } from '../../domain/visit-logs/types'
import { useDownload } from '../../kit/office/use-download'
import { describeError } from '../../kit/errors/describe-error'
import { formatDateTimeInWords } from '../../kit/words/format-date'
import { DocumentConflict } from '../../kit/workflow/DocumentConflict'
import { EventsTimeline } from '../../kit/workflow/EventsTimeline'
import { WorkflowActions } from '../../kit/workflow/WorkflowActions'
import { useDocumentChange } from '../../kit/workflow/use-document-change'
import { workflowErrorMessage } from '../../kit/workflow/workflow-errors'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import { EditVisitLog } from './EditVisitLog'
import { OcrPanel } from './OcrPanel'
import { deleteVisitLog, runVisitLogAction, updateVisitLog, useVisitLog, useVisitLogEvents, VISIT_LOGS, visitLogPdfPath, visitLogQuery } from './api/visit-logs'
import { monthInWords, VISIT_LOG_TONES, visitLogActionLabel, visitLogActions } from './visit-log-views'

/**
 * /billing/provider-location-logs/{logId}: one paper log — its scan to download, its status, the
 * actions the server allows this person now, and its history. A refused action (409) shows the
 * log as it is now beside the message; the person decides again from there.
 */
export function VisitLogDetail({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const log = useVisitLog(id)
  const events = useVisitLogEvents(id)
  const { downloading, download } = useDownload()
  const edits = useDocumentChange<VisitLog>({ queryKey: visitLogQuery(id).queryKey, stale: [VISIT_LOGS], refusal: workflowErrorMessage })
  const [deleting, setDeleting] = useState(false)

  if (log.isPending) return <Loader />
  if (log.isError) {
    return (
      <Page title={t`Registro de visitas`}>
        <Text role="alert">{describeError(i18n, log.error)}</Text>
      </Page>
    )
  }
  const current = log.data

  const act = (code: string, comment?: string) =>
    edits.change(() => runVisitLogAction(id, code, current.hash, comment), t`Listo: ${visitLogActionLabel(code)}.`)

  const save = (fields: VisitLogFields) =>
    edits.change(() => updateVisitLog(id, fields, current.hash), t`Cambios guardados.`, { otherwise: (error) => describeError(i18n, error) })

  const remove = () =>
    edits.change(
      async () => {
        await deleteVisitLog(id, current.hash)
        // The deleted log is not read again (a 404) as the lists refresh.
        queryClient.removeQueries({ queryKey: visitLogQuery(id).queryKey })
        return null
      },
      t`Registro eliminado.`,
      { then: () => navigate({ to: '/billing/provider-location-logs' }) },
    )

  const period = monthInWords(current.year, current.month)
  return (
    <Page title={t`Registro de visitas`} actions={<WorkflowStatusBadge status={current.status} name={current.status_name} tones={VISIT_LOG_TONES} />}>
      <Stack gap="6">
        <DocumentConflict change={edits} />
        <DetailsGrid
          fields={[
            [t`Proveedor`, current.provider_name],
            [t`Localidad`, current.location_name],
            [t`Mes`, period],
            [
              t`Trabajado por`,
              current.claimed_by_name ? `${current.claimed_by_name}${current.claimed_at ? ` · ${formatDateTimeInWords(current.claimed_at)}` : ''}` : t`Nadie`,
            ],
            [t`Procesado`, current.processed_at ? formatDateTimeInWords(current.processed_at) : t`No`],
            [t`Archivo escaneado`, current.scan ? `${current.scan.filename} (${formatFileSize(current.scan.size_bytes, i18n.locale)})` : t`Sin archivo`],
            [t`Notas`, current.notes ?? ''],
          ]}
        />
        <HStack gap="3" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            loading={downloading}
            loadingText={t`Descargar PDF`}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, used only when the server sends none
            onClick={() => void download(visitLogPdfPath(id), `registro-visitas-${current.year}-${current.month}.pdf`)}
          >
            {t`Descargar PDF`}
          </Button>
          <WorkflowActions label={t`Acciones del registro`} actions={visitLogActions()} allowed={current.allowed_actions} onAction={act} />
          {current.can_change && current.status === 'received' ? (
            <Button size="sm" variant="ghost" colorPalette="danger" onClick={() => setDeleting(true)}>
              {t`Eliminar`}
            </Button>
          ) : null}
        </HStack>
        {current.can_change ? <EditVisitLog key={current.hash} log={current} onSave={save} /> : null}
        <OcrPanel log={current} />
        <EventsTimeline events={events.data} actionLabel={visitLogActionLabel} />
      </Stack>
      <IrreversibleConfirm
        open={deleting}
        subject={t`Eliminar el registro de ${current.provider_name}, ${period}`}
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      />
    </Page>
  )
}
