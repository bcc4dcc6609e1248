import { Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { WaitingCounts, WaitingFor } from '../../domain/tasks/user-tasks'
import { Loader } from '../../components/loader'
import { StatusBadge } from '../../components/status-badge'
import { DISCUSSION_STATE_LABELS } from '../documents-inbox/discussion-state'
import { ReferralPlanLink } from '../documents-inbox/ReferralPlanLink'
import { describeError } from '../../kit/errors/describe-error'
import { formatDateTime } from '../../kit/words/format-date'
import { useFormTasks, useFormTasksByCustomer, useFormTasksByProvider } from './api/tasks'
import { WAITING_FOR_LABELS } from './hub-cards'

const ROUTE_ID = '/tasks/'
const route = getRouteApi(ROUTE_ID)

/** Who signs, in the order they sign. */
const SIGNERS = Object.keys(WAITING_FOR_LABELS) as WaitingFor[]

const Table = chakra('table', { base: { width: 'full', textStyle: 'sm', borderCollapse: 'collapse' } })
const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2', borderBottomWidth: '1px' } })
const Td = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top' } })

/** One level's table: a name per row (a button that opens the next level) and its counts by signer. */
function CountsTable<T extends { pending: number; by_waiting_for: WaitingCounts }>({
  caption,
  nameHeader,
  rows,
  nameOf,
  keyOf,
  onOpen,
}: {
  caption: string
  nameHeader: string
  rows: T[]
  nameOf: (row: T) => string
  keyOf: (row: T) => number
  onOpen: (row: T) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Table>
      <chakra.caption srOnly>{caption}</chakra.caption>
      <thead>
        <tr>
          <Th scope="col">{nameHeader}</Th>
          <Th scope="col">{t`Pendientes`}</Th>
          {SIGNERS.map((who) => (
            <Th key={who} scope="col">
              {t`Esperan a: ${i18n._(WAITING_FOR_LABELS[who])}`}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={keyOf(row)}>
            <Td>
              <Button size="xs" variant="plain" color="brand.fg" textDecoration="underline" px="0" onClick={() => onOpen(row)}>
                {nameOf(row)}
              </Button>
            </Td>
            <Td>{row.pending}</Td>
            <Td>{row.by_waiting_for.authorized}</Td>
            <Td>{row.by_waiting_for.provider}</Td>
            <Td>{row.by_waiting_for.supervisor}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

function QueryState({ pending, error, empty, children }: { pending: boolean; error: unknown; empty: boolean; children: ReactNode }) {
  const { t, i18n } = useLingui()
  if (pending) return <Loader />
  if (error) return <Text role="alert">{describeError(i18n, error)}</Text>
  if (empty) return <Text color="fg.muted">{t`No hay formularios esperando firma.`}</Text>
  return <>{children}</>
}

/**
 * The user tasks (spec §7 user-tasks): forms waiting for a signature, per customer, then per
 * provider, then the forms — each level opened from the one above, where it stands kept in the
 * address (?customer_id=…&provider_id=…).
 */
export function UserTasksSection() {
  const { t, i18n } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: ROUTE_ID })
  const customers = useFormTasksByCustomer(true)
  const providers = useFormTasksByProvider(search.customer_id)
  const forms = useFormTasks(search.customer_id, search.provider_id)
  const customer = customers.data?.find((row) => row.customer_id === search.customer_id)
  const provider = providers.data?.find((row) => row.provider_id === search.provider_id)
  const go = (next: { customer_id?: number; provider_id?: number }) => void navigate({ search: next, replace: false })
  return (
    <Stack as="section" gap="4" aria-labelledby="user-tasks-heading" id="formularios">
      <Heading as="h2" size="md" id="user-tasks-heading">
        {t`Formularios por firmar`}
      </Heading>
      <HStack as="nav" aria-label={t`Nivel`} gap="1" wrap="wrap" fontSize="sm">
        <Button size="xs" variant="plain" onClick={() => go({})} disabled={search.customer_id === undefined}>
          {t`Todas las regiones`}
        </Button>
        {customer ? (
          <>
            <Text aria-hidden>/</Text>
            <Button size="xs" variant="plain" onClick={() => go({ customer_id: customer.customer_id })} disabled={search.provider_id === undefined}>
              {customer.customer_name}
            </Button>
          </>
        ) : null}
        {provider ? (
          <>
            <Text aria-hidden>/</Text>
            <Text>{provider.provider_name}</Text>
          </>
        ) : null}
      </HStack>
      {search.customer_id === undefined ? (
        <QueryState pending={customers.isPending} error={customers.error} empty={(customers.data ?? []).length === 0}>
          <CountsTable
            caption={t`Formularios por región`}
            nameHeader={t`Región`}
            rows={customers.data ?? []}
            nameOf={(row) => row.customer_name}
            keyOf={(row) => row.customer_id}
            onOpen={(row) => go({ customer_id: row.customer_id })}
          />
        </QueryState>
      ) : search.provider_id === undefined ? (
        <QueryState pending={providers.isPending} error={providers.error} empty={(providers.data ?? []).length === 0}>
          <CountsTable
            caption={t`Formularios por proveedor`}
            nameHeader={t`Proveedor`}
            rows={providers.data ?? []}
            nameOf={(row) => row.provider_name}
            keyOf={(row) => row.provider_id}
            onOpen={(row) => go({ customer_id: search.customer_id, provider_id: row.provider_id })}
          />
        </QueryState>
      ) : (
        <QueryState pending={forms.isPending} error={forms.error} empty={(forms.data ?? []).length === 0}>
          <Stack as="ul" listStyle="none" gap="2" aria-label={t`Formularios`}>
            {(forms.data ?? []).map((form) => (
              <HStack as="li" key={form.id} borderWidth="1px" borderRadius="md" px="3" py="2" justify="space-between" wrap="wrap" gap="3" data-testid="form-task">
                <Stack gap="0">
                  <ReferralPlanLink studentId={form.student_id} referralId={form.referral_id} planId={form.plan_id}>
                    {form.student_name}
                  </ReferralPlanLink>
                  <Text fontSize="sm" color="fg.muted">
                    {t`Plan de intervención, ${form.period_name} · desde ${formatDateTime(form.updated_at)}`}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <StatusBadge tone="warning">{i18n._(DISCUSSION_STATE_LABELS[form.state])}</StatusBadge>
                  <Text fontSize="sm">{t`Espera a: ${i18n._(WAITING_FOR_LABELS[form.waiting_for])}`}</Text>
                </HStack>
              </HStack>
            ))}
          </Stack>
        </QueryState>
      )}
    </Stack>
  )
}
