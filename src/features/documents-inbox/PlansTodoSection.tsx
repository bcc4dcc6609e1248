import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PAGE_SIZE_DEFAULT } from '../../domain/lists/list-params'
import { DataTable } from '../../components/data-table'
import { Loader } from '../../components/loader'
import { OfficeTable, type OfficeColumn } from '../../kit/office/OfficeTable'
import { describeError } from '../../kit/errors/describe-error'
import { formatDateTime } from '../../kit/words/format-date'
import { ProblemAlert } from '../../kit/errors/PendingPage'
import { useDraftPlans, type PlanListItem } from './api/lists'
import { usePlansTodo, type PlansTodoRow } from './api/todo'
import { ReferralPlanLink } from './ReferralPlanLink'

/**
 * The plans still to write, per region (GET …/customers/todo: active referrals of this year
 * without an active plan, and drafts), then the drafts themselves, each opening its referral
 * with the plan editor on it. Choosing a region narrows the drafts (and the rest of the inbox).
 */
export function PlansTodoSection({ customerId, onCustomer }: { customerId: number | undefined; onCustomer: (id: number) => void }) {
  const { t, i18n } = useLingui()
  const todo = usePlansTodo()
  const [page, setPage] = useState(1)
  const drafts = useDraftPlans({ customer_id: customerId, page: page > 1 ? page : undefined })
  const columns: OfficeColumn<PlanListItem>[] = [
    {
      id: 'student',
      header: t`Estudiante`,
      cell: (row) => (
        <ReferralPlanLink studentId={row.student_id} referralId={row.referral_id} planId={row.id}>
          {row.student_name}
        </ReferralPlanLink>
      ),
    },
    { id: 'service', header: t`Servicio`, cell: (row) => row.service_name },
    { id: 'year', header: t`Año académico`, cell: (row) => row.academic_year_name },
    { id: 'updated_at', header: t`Último cambio`, cell: (row) => formatDateTime(row.updated_at) },
  ]
  return (
    <Stack gap="4">
      {todo.data ? (
        <DataTable<PlansTodoRow>
          caption={t`Planes pendientes por región`}
          columns={[
            {
              key: 'customer',
              header: t`Región`,
              cell: (row) => (
                <Button size="xs" variant={row.customer_id === customerId ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={row.customer_id === customerId} onClick={() => onCustomer(row.customer_id)}>
                  {row.customer_name}
                </Button>
              ),
            },
            { key: 'missing', header: t`Referidos sin plan activo`, numeric: true, cell: (row) => row.missing_plans },
            { key: 'drafts', header: t`Borradores`, numeric: true, cell: (row) => row.draft_plans },
          ]}
          rows={todo.data}
          rowKey={(row) => String(row.customer_id)}
          empty={<Text color="fg.muted">{t`Todos los referidos activos tienen su plan de este año.`}</Text>}
        />
      ) : todo.error ? (
        <ProblemAlert>{describeError(i18n, todo.error)}</ProblemAlert>
      ) : (
        <Loader type="inline" />
      )}
      <Heading as="h3" size="sm">{t`Planes en borrador`}</Heading>
      <OfficeTable
        caption={t`Planes en borrador`}
        columns={columns}
        data={drafts.data}
        error={drafts.error}
        loading={drafts.isFetching}
        onRetry={() => void drafts.refetch()}
        rowKey={(row) => String(row.id)}
        rowLabel={(row) => row.student_name}
        sort={undefined}
        defaultSort="student"
        onSort={() => undefined}
        page={page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPage={setPage}
        empty={t`No hay planes en borrador.`}
      />
    </Stack>
  )
}
