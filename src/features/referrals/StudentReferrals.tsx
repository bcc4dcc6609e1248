import { Alert, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { canAnywhere } from '../../domain/permissions/permissions'
import type { ReferralListItem } from '../../domain/referrals/types'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Loader } from '../../components/loader'
import { useSession } from '../../kit/session/use-session'
import { formatDate } from '../../kit/words/format-date'
import { describeError } from '../../kit/errors/describe-error'
import { useReferrals } from './api/list-referrals'

/** A student's referrals, newest first, each opening its page: the student page's "Referidos" section. */
export function StudentReferrals({ studentId }: { studentId: number }) {
  const { t, i18n } = useLingui()
  // A student has a handful of referrals over the years: one page of the largest size holds them.
  const referrals = useReferrals({ student_id: studentId, page_size: 500 })
  const session = useSession()
  const user = session?.user
  // The server decides by the school's region; the entry shows to whoever may write referrals anywhere.
  const canCreate = Boolean(user && canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'referrals.write'))
  const columns: DataColumn<ReferralListItem>[] = [
    {
      key: 'number',
      header: t`Número`,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to="/students/$studentId/referrals/$referralId" params={{ studentId: String(studentId), referralId: String(row.id) }}>
            {row.number}
          </Link>
        </ChakraLink>
      ),
    },
    { key: 'service', header: t`Servicio`, cell: (row) => row.service_name },
    { key: 'status', header: t`Estado`, cell: (row) => row.status_name },
    { key: 'provider', header: t`Proveedor`, cell: (row) => row.provider_name ?? t`Sin asignar` },
    { key: 'start', header: t`Inicio`, cell: (row) => formatDate(row.start_date) },
  ]
  return (
    <Stack as="section" gap="2">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="md">{t`Referidos`}</Heading>
        {canCreate ? (
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/students/$studentId/referrals/new" params={{ studentId: String(studentId) }}>{t`Nuevo referido`}</Link>
          </Button>
        ) : null}
      </HStack>
      {referrals.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{describeError(i18n, referrals.error)}</Alert.Title>
        </Alert.Root>
      ) : referrals.data && session !== undefined ? (
        <DataTable caption={t`Referidos del estudiante`} columns={columns} rows={referrals.data.items} rowKey={(row) => String(row.id)} empty={<Text color="fg.muted">{t`Este estudiante no tiene referidos.`}</Text>} />
      ) : (
        <Loader type="inline" />
      )}
    </Stack>
  )
}
