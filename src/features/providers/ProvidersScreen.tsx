import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ACTIVE_PROVIDER_STATUS_ID } from '../../domain/constants'
import { DataTable } from '../../components/data-table'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { StatusBadge } from '../../components/status-badge'
import { describeSpecialtyError } from '../specialties/messages'
import { useProviders } from '../../kit/lookups/list-providers'

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

/** /providers: every provider, searchable by name or e-mail, each leading to its page. */
export function ProvidersScreen() {
  const { t, i18n } = useLingui()
  const providers = useProviders()
  const [search, setSearch] = useState('')
  const wanted = fold(search.trim())
  const rows = (providers.data ?? []).filter((provider) => !wanted || fold(`${provider.name} ${provider.email} ${provider.external_name ?? ''}`).includes(wanted))
  return (
    <Page
      title={t`Proveedores`}
      actions={
        <Button asChild variant="outline" size="sm" colorPalette="brand">
          <Link to="/providers/license-alerts">{t`Alertas de licencias`}</Link>
        </Button>
      }
    >
      <Stack gap="4">
        <HStack maxW="md">
          <Input placeholder={t`Buscar por nombre o correo`} aria-label={t`Buscar proveedor`} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </HStack>
        {providers.error && !providers.data ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{describeSpecialtyError(i18n, providers.error)}</Alert.Title>
          </Alert.Root>
        ) : !providers.data ? (
          <Loader type="inline" />
        ) : (
          <DataTable
            caption={t`Proveedores`}
            rows={rows}
            rowKey={(row) => String(row.id)}
            empty={<Text color="fg.muted">{t`Ningún proveedor coincide con la búsqueda.`}</Text>}
            columns={[
              {
                key: 'name',
                header: t`Nombre`,
                cell: (row) => (
                  <Link to="/providers/$providerId" params={{ providerId: String(row.id) }}>
                    <Text as="span" color="brand.fg" textDecoration="underline">
                      {row.name}
                    </Text>
                  </Link>
                ),
              },
              { key: 'status', header: t`Estado`, cell: (row) => <StatusBadge tone={row.provider_status_id === ACTIVE_PROVIDER_STATUS_ID ? 'success' : 'neutral'}>{row.provider_status_name}</StatusBadge> },
              { key: 'email', header: t`Correo electrónico`, cell: (row) => row.email },
              { key: 'phone', header: t`Teléfono`, cell: (row) => row.phone ?? '—' },
              { key: 'external', header: t`Nombre externo`, cell: (row) => row.external_name ?? '—' },
            ]}
          />
        )}
      </Stack>
    </Page>
  )
}
