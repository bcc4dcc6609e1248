import { Button, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { canAnywhere } from '../../domain/permissions/permissions'
import { Page } from '../../components/page'
import { useSession } from '../auth/use-session'
import { useProvider } from './api/get-provider'
import { ProviderRecord } from './ProviderRecord'

/** /providers/{providerId}: a provider's details and specialties, for office staff. */
export function ProviderScreen({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  const provider = useProvider(providerId)
  const user = useSession()?.user
  const title = provider.data?.name ?? t`Proveedor`
  return (
    <Page
      title={title}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <Link to="/providers/$providerId/service-schedule" params={{ providerId: String(providerId) }}>{t`Horario de servicios`}</Link>
          </Button>
          {user && canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'referrals.read') ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/providers/$providerId/specialties/{-$specialtyId}/compensatory-requests" params={{ providerId: String(providerId), specialtyId: undefined }}>
                {t`Servicios compensatorios`}
              </Link>
            </Button>
          ) : null}
          {user && canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'finance.manage') ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/providers/$providerId/service-rates" params={{ providerId: String(providerId) }}>
                {t`Tarifas de servicio`}
              </Link>
            </Button>
          ) : null}
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
