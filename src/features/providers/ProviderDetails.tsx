import { Button, Card, HStack, Input, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ACTIVE_PROVIDER_STATUS_ID } from '../../domain/constants'
import type { Provider } from '../../domain/providers/schemas'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import { describeSpecialtyError } from '../specialties/messages'
import { useUpdateExternalName } from './api/update-external-name'

/** A provider's own data. Office staff may set the external name (the name in another system). */
export function ProviderDetails({ provider, editable }: { provider: Provider; editable: boolean }) {
  const { t, i18n } = useLingui()
  const [externalName, setExternalName] = useState(provider.external_name ?? '')
  const update = useUpdateExternalName(provider.id)

  function save() {
    update.mutate(externalName, {
      onSuccess: () => showSnackbar(t`Nombre externo guardado`, 'success'),
      onError: (error) => showSnackbar(describeSpecialtyError(i18n, error), 'error'),
    })
  }

  const rows: Array<[string, string]> = [
    [t`Correo electrónico`, provider.email],
    [t`Teléfono`, provider.phone ?? '—'],
  ]
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <HStack gap="3">
          <StatusBadge tone={provider.provider_status_id === ACTIVE_PROVIDER_STATUS_ID ? 'success' : 'neutral'}>{provider.provider_status_name}</StatusBadge>
        </HStack>
        <Stack as="dl" gap="2">
          {rows.map(([label, value]) => (
            <HStack key={label} gap="2" align="baseline">
              <Stack as="dt" fontWeight="medium" minW="40">
                {label}
              </Stack>
              <Stack as="dd">{value}</Stack>
            </HStack>
          ))}
          <HStack gap="2" align="baseline">
            <Stack as="dt" fontWeight="medium" minW="40">
              {t`Nombre externo`}
            </Stack>
            <Stack as="dd" flex="1">
              {editable ? (
                <HStack gap="2" maxW="md">
                  <Input size="sm" value={externalName} aria-label={t`Nombre externo`} onChange={(event) => setExternalName(event.currentTarget.value)} />
                  <Button size="sm" variant="outline" loading={update.isPending} loadingText={t`Guardando…`} disabled={externalName === (provider.external_name ?? '')} onClick={save}>
                    {t`Guardar`}
                  </Button>
                </HStack>
              ) : (
                (provider.external_name ?? '—')
              )}
            </Stack>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
