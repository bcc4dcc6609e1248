import { Button, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import { DISCUSSION_STATES, type DiscussionState } from '../../domain/plans/discussion'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Loader } from '../../components/loader'
import { FilterSelect, idOptions } from '../../components/filter-select'
import { PlainSelect } from '../../components/plain-select'
import { StatusBadge } from '../../components/status-badge'
import { nextSort } from '../../kit/office/list-search'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { describeError } from '../../kit/errors/describe-error'
import { formatDateTime } from '../../kit/words/format-date'
import { ProblemAlert } from '../../kit/errors/PendingPage'
import { useDiscussions, usePlanPeriods, type DiscussionListItem } from './api/lists'
import { useDiscussionsTodo, type DiscussionsTodoRow } from './api/todo'
import { DISCUSSION_STATE_LABELS, DISCUSSION_STATE_TONES } from './discussion-state'
import { DISCUSSIONS_DEFAULT_SORT, type InboxSearch } from './inbox-search'
import { ReferralPlanLink } from './ReferralPlanLink'

const UNFINISHED = DISCUSSION_STATES.filter((state) => state !== 'supervisor_signed')

/**
 * The discussions of the periods: per region, the unfinished ones of active plans by state
 * (GET …/discussions/customers/todo, each count narrowing the list below), then the list of
 * discussions (GET …/discussions) with state and period filters, each opening its referral.
 */
export function DiscussionsSection({ search, onChange }: { search: InboxSearch; onChange: (next: Partial<InboxSearch>) => void }) {
  const { t, i18n } = useLingui()
  const todo = useDiscussionsTodo()
  const discussions = useDiscussions(search)
  const periods = usePlanPeriods().data ?? []
  const stateLabel = (state: DiscussionState) => i18n._(DISCUSSION_STATE_LABELS[state])

  const todoColumns: DataColumn<DiscussionsTodoRow>[] = [
    { key: 'customer', header: t`Región`, cell: (row) => row.customer_name },
    { key: 'pending', header: t`Sin completar`, numeric: true, cell: (row) => row.pending },
    ...UNFINISHED.map(
      (state): DataColumn<DiscussionsTodoRow> => ({
        key: state,
        header: stateLabel(state),
        numeric: true,
        cell: (row) => {
          const count = row.by_state[state] ?? 0
          return count === 0 ? (
            '0'
          ) : (
            <Button size="xs" variant="ghost" colorPalette="brand" aria-label={t`${count} en ${stateLabel(state)}, ${row.customer_name}`} onClick={() => onChange({ customer_id: row.customer_id, state })}>
              {count}
            </Button>
          )
        },
      }),
    ),
  ]
  const columns: OfficeColumn<DiscussionListItem>[] = [
    {
      id: 'student',
      header: t`Estudiante`,
      sortable: true,
      cell: (row) => (
        <ReferralPlanLink studentId={row.student_id} referralId={row.referral_id} planId={row.plan_id}>
          {row.student_name}
        </ReferralPlanLink>
      ),
    },
    { id: 'period', header: t`Periodo`, cell: (row) => row.period_name },
    { id: 'state', header: t`Estado`, cell: (row) => <StatusBadge tone={DISCUSSION_STATE_TONES[row.state]}>{stateLabel(row.state)}</StatusBadge> },
    { id: 'updated_at', header: t`Último cambio`, sortable: true, cell: (row) => formatDateTime(row.updated_at) },
  ]
  return (
    <Stack gap="4">
      {todo.data ? (
        <DataTable caption={t`Discusiones sin completar por región`} columns={todoColumns} rows={todo.data} rowKey={(row) => String(row.customer_id)} empty={<Text color="fg.muted">{t`No hay discusiones sin completar.`}</Text>} />
      ) : todo.error ? (
        <ProblemAlert>{describeError(i18n, todo.error)}</ProblemAlert>
      ) : (
        <Loader type="inline" />
      )}
      <Heading as="h3" size="sm">{t`Discusiones`}</Heading>
      <HStack gap="4" wrap="wrap" align="end">
        <Field.Root maxW="xs">
          <Field.Label>{t`Estado`}</Field.Label>
          <PlainSelect value={search.state ?? ''} onChange={(event) => onChange({ state: (event.currentTarget.value || undefined) as DiscussionState | undefined })}>
            <option value="">{t`Todos`}</option>
            {DISCUSSION_STATES.map((state) => (
              <option key={state} value={state}>
                {stateLabel(state)}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        <FilterSelect
          label={t`Periodo`}
          value={search.period_id}
          options={idOptions(periods, (row) => row.id, (row) => row.name)}
          onChange={(period_id) => onChange({ period_id })}
        />
      </HStack>
      <OfficeTable
        caption={t`Discusiones`}
        columns={columns}
        data={discussions.data}
        error={discussions.error}
        loading={discussions.isFetching}
        onRetry={() => void discussions.refetch()}
        rowKey={(row) => String(row.id)}
        rowLabel={(row) => `${row.student_name}, ${row.period_name}`}
        sort={search.sort}
        defaultSort={DISCUSSIONS_DEFAULT_SORT}
        onSort={(field) => onChange({ sort: nextSort(search.sort, DISCUSSIONS_DEFAULT_SORT, field) })}
        page={search.page ?? 1}
        pageSize={search.page_size ?? PAGE_SIZE_DEFAULT}
        onPage={(page) => onChange({ page: page > 1 ? page : undefined })}
        empty={search.state || search.period_id || search.customer_id ? t`Ninguna discusión coincide con los filtros.` : t`No hay discusiones.`}
      />
    </Stack>
  )
}
