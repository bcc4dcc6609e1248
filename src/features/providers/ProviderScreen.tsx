import { Button, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Page } from '../../components/page'
import { useProvider } from './api/get-provider'
import { ProviderRecord } from './ProviderRecord'

/** /providers/{providerId}: a provider's details and specialties, for office staff. */
export function ProviderScreen({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  const provider = useProvider(providerId)
  const title = provider.data?.name ?? t`Proveedor`
  return (
    <Page
      title={title}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <Link to="/providers/$providerId/service-schedule" params={{ providerId: String(providerId) }}>{t`Horario de servicios`}</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/providers">{t`Todos los proveedores`}</Link>
          </Button>
        </HStack>
      }
    >
      <ProviderRecord providerId={providerId} mode="staff" />
    </Page>
  )
}
