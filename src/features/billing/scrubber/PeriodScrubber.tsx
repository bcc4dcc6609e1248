import { Field, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PlainSelect } from '../../../components/plain-select'
import { showSnackbar } from '../../../components/snackbar'
import type { FindingsPage, ScrubFinding } from '../../../domain/scrubber/api'
import { periodFlow } from '../../../domain/scrubber/period-flow'
import { SCRUB_RULES } from '../../../domain/scrubber/rules'
import type { FlowAction } from '../../../domain/workflows/flow'
import { OfficeTable, type OfficeColumn } from '../../../kit/office/OfficeTable'
import { SearchBox } from '../../../kit/office/SearchBox'
import { nextSort } from '../../../kit/office/list-search'
import { formatDate, formatDateTimeInWords } from '../../../kit/words/format-date'
import { ActionCommentDialog } from '../../../kit/workflow/ActionCommentDialog'
import type { ActionView } from '../../../kit/workflow/action-view'
import { EventsTimeline } from '../../../kit/workflow/EventsTimeline'
import { WorkflowActions } from '../../../kit/workflow/WorkflowActions'
import { workflowErrorMessage } from '../../../kit/workflow/workflow-errors'
import { WorkflowStatusBadge } from '../../../kit/workflow/WorkflowStatusBadge'
import { FINDINGS_DEFAULT_SORT, type FindingsListSearch } from '../billing-search'
import { periodLockQuery, useExcludeVisit, useIncludeVisit, usePeriodEvents, usePeriodLock, useRunPeriodAction } from './api'
import { FINDINGS_ANCHOR, REVIEW_ANCHOR } from './anchors'
import { usePageFindings } from './use-page-findings'
import { exclusionErrorMessage, PERIOD_TONES, periodActionLabel, periodLockWarning, ruleName } from './scrubber-words'

/**
 * The period's pre-bill check (issue 14 item 5), a section of /billing/periods/{periodId}: the
 * lock (with its history), then every finding of the scrubber — which rule, which visit, a link
 * to the record that fixes it — and, per visit, exclusion from billing with a reason. The findings'
 * filters, sort and page are the page's address (billing-search.ts), so a filtered view is a link.
 */
export function PeriodScrubber({ periodId }: { periodId: number }) {
  const { t } = useLingui()
  return (
    <Stack gap="4" as="section" id={REVIEW_ANCHOR} aria-label={t`Revisión antes de facturar`}>
      <Heading size="md">{t`Revisión antes de facturar`}</Heading>
      <PeriodLock periodId={periodId} />
      <Findings periodId={periodId} />
    </Stack>
  )
}

const periodActions = (locale: string): ActionView[] =>
  (Object.keys(periodFlow.actions) as (keyof typeof periodFlow.actions)[]).map((code) => ({
    code,
    label: periodActionLabel(code),
    destructive: Boolean((periodFlow.actions[code] as FlowAction<string>).destructive),
    comment: (periodFlow.actions[code] as FlowAction<string>).comment,
    ...(code === 'lock' ? { warning: periodLockWarning(locale) } : {}),
  }))

function PeriodLock({ periodId }: { periodId: number }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const runPeriodAction = useRunPeriodAction()
  const lock = usePeriodLock(periodId)
  const events = usePeriodEvents(periodId)
  if (!lock.data) return null
  const current = lock.data

  async function act(code: string, comment?: string) {
    try {
      queryClient.setQueryData(periodLockQuery(periodId).queryKey, await runPeriodAction(periodId, code, current.hash, comment))
      showSnackbar(code === 'lock' ? t`Periodo cerrado.` : t`Periodo abierto de nuevo.`, 'success')
    } catch (error) {
      showSnackbar(workflowErrorMessage(error), 'error')
    }
  }

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Text>{t`Estado del periodo:`}</Text>
        <WorkflowStatusBadge status={current.status} name={current.status_name} tones={PERIOD_TONES} />
        <WorkflowActions label={t`Acciones del periodo`} actions={periodActions(i18n.locale)} allowed={current.allowed_actions} onAction={act} />
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {current.status === 'locked'
          ? t`Con el periodo cerrado no se aceptan cambios a sus visitas ni a sus exclusiones; una corrección se hace abriéndolo de nuevo (con el motivo) o como ajuste en la factura del proveedor.`
          : t`Al cerrar el periodo, sus visitas dejan de aceptar cambios.`}
      </Text>
      {events.data && events.data.length > 0 ? <EventsTimeline events={events.data} actionLabel={periodActionLabel} /> : null}
    </Stack>
  )
}

function Findings({ periodId }: { periodId: number }) {
  const { t, i18n } = useLingui()
  const excludeVisit = useExcludeVisit()
  const includeVisit = useIncludeVisit()
  const { search, pageSize, findings } = usePageFindings(periodId)
  const navigate = useNavigate({ from: '/billing/periods/$periodId/' })
  const [excluding, setExcluding] = useState<ScrubFinding | null>(null)
  // A new filter or sort starts again at the first page.
  const change = (next: Partial<FindingsListSearch>) => void navigate({ search: { ...search, page: undefined, ...next } })

  async function exclude(finding: ScrubFinding, reason: string) {
    try {
      await excludeVisit(finding.visit_id, reason)
      showSnackbar(t`Visita excluida de la facturación.`, 'success')
    } catch (error) {
      showSnackbar(exclusionErrorMessage(i18n, error), 'error')
    }
  }

  async function include(finding: ScrubFinding) {
    try {
      await includeVisit(finding.visit_id)
      showSnackbar(t`La visita vuelve a la facturación.`, 'success')
    } catch (error) {
      showSnackbar(exclusionErrorMessage(i18n, error), 'error')
    }
  }

  const columns: OfficeColumn<ScrubFinding>[] = [
    { id: 'rule', header: t`Regla`, sortable: true, cell: (row) => ruleName(row.rule) },
    { id: 'date', header: t`Fecha`, sortable: true, cell: (row) => `${formatDate(row.date)} ${row.time}` },
    { id: 'provider', header: t`Proveedor`, sortable: true, cell: (row) => row.provider_name },
    { id: 'student', header: t`Estudiante`, sortable: true, cell: (row) => row.student_name },
    { id: 'detail', header: t`Detalle`, cell: (row) => row.detail },
    { id: 'link', header: t`Registro`, cell: (row) => <a href={row.link}>{t`Abrir`}</a> },
    {
      id: 'exclusion',
      header: t`Facturación`,
      cell: (row) =>
        row.exclusion ? (
          <Text title={row.exclusion.reason}>{t`Excluida por ${row.exclusion.excluded_by_name}, ${formatDateTimeInWords(row.exclusion.excluded_at)}: ${row.exclusion.reason}`}</Text>
        ) : (
          t`Se factura`
        ),
    },
  ]
  const counts = findings.data?.by_rule
  const reviewed = ({ visits, recorded, total }: FindingsPage) =>
    t`Se revisan las visitas dadas: ${visits} de las ${recorded} registradas (las no dadas no se facturan). ${total} hallazgos con estos filtros.`

  return (
    <Stack gap="3" id={FINDINGS_ANCHOR}>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxWidth="xs">
          <Field.Label>{t`Regla`}</Field.Label>
          <PlainSelect value={search.rule ?? ''} onChange={(event) => change({ rule: (event.currentTarget.value || undefined) as FindingsListSearch['rule'] })}>
            <option value="">{t`Todas las reglas`}</option>
            {SCRUB_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {counts ? `${ruleName(rule)} (${counts[rule]})` : ruleName(rule)}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        <Field.Root maxWidth="xs">
          <Field.Label>{t`Exclusión`}</Field.Label>
          <PlainSelect value={search.excluded === undefined ? '' : String(search.excluded)} onChange={(event) => change({ excluded: excludedOf(event.currentTarget.value) })}>
            <option value="">{t`Todas`}</option>
            <option value="false">{t`Se facturan`}</option>
            <option value="true">{t`Excluidas`}</option>
          </PlainSelect>
        </Field.Root>
        <SearchBox label={t`Buscar estudiante o proveedor`} placeholder={t`Nombre del estudiante o del proveedor`} value={search.q ?? ''} onSearch={(q) => change({ q: q || undefined })} />
      </HStack>
      {findings.data ? (
        <Text textStyle="sm">
          {reviewed(findings.data)}
        </Text>
      ) : null}
      <OfficeTable
        caption={t`Hallazgos de la revisión`}
        columns={columns}
        data={findings.data}
        error={findings.error}
        loading={findings.isPending}
        onRetry={() => void findings.refetch()}
        rowKey={(row) => row.id}
        rowLabel={(row) => `${ruleName(row.rule)} · ${row.student_name} · ${formatDate(row.date)}`}
        rowActions={(row) =>
          row.exclusion
            ? [{ label: t`Volver a facturar`, onSelect: () => void include(row) }]
            : [{ label: t`Excluir de la facturación`, onSelect: () => setExcluding(row) }]
        }
        sort={search.sort}
        defaultSort={FINDINGS_DEFAULT_SORT}
        onSort={(field) => change({ sort: nextSort(search.sort, FINDINGS_DEFAULT_SORT, field) })}
        page={search.page ?? 1}
        pageSize={pageSize}
        onPage={(page) => void navigate({ search: { ...search, page: page > 1 ? page : undefined } })}
        empty={t`Ninguna visita del periodo incumple las reglas.`}
      />
      {excluding ? (
        <ActionCommentDialog
          action={{ code: 'exclude', label: t`Excluir de la facturación`, comment: 'required' }}
          onConfirm={(reason) => exclude(excluding, reason)}
          onClose={() => setExcluding(null)}
        />
      ) : null}
    </Stack>
  )
}

const excludedOf = (value: string): boolean | undefined => (value === 'true' ? true : value === 'false' ? false : undefined)
