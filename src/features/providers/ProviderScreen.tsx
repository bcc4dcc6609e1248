import { Button, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Page } from '../../components/page'
import { useCan } from '../../kit/session/use-can'
import { useProvider } from '../../kit/lookups/get-provider'
import { ProviderRecord } from './ProviderRecord'
import { BankAccountSection } from '../finance/BankAccountSection'

/** /providers/{providerId}: a provider's details and specialties, for office staff. */
export function ProviderScreen({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  const provider = useProvider(providerId)
  const readsReferrals = useCan('referrals.read')
  const managesFinance = useCan('finance.manage')
  const title = provider.data?.name ?? t`Proveedor`
  return (
    <Page
      title={title}
      actions={
        <HStack gap="2" wrap="wrap">
          {/* The schedule is of referrals (its screen asks referrals.read): offered only to who may open it. */}
          {readsReferrals ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/providers/$providerId/service-schedule" params={{ providerId: String(providerId) }}>{t`Horario de servicios`}</Link>
            </Button>
          ) : null}
          {readsReferrals ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/providers/$providerId/specialties/{-$specialtyId}/compensatory-requests" params={{ providerId: String(providerId), specialtyId: undefined }}>
                {t`Servicios compensatorios`}
              </Link>
            </Button>
          ) : null}
          {managesFinance ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/providers/$providerId/service-rates" params={{ providerId: String(providerId) }}>
                {t`Tarifas de servicio`}
              </Link>
            </Button>
          ) : null}
          {managesFinance ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/providers/$providerId/legacy-payments" params={{ providerId: String(providerId) }}>
                {t`Pagos del sistema anterior`}
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
      {/* Finance staff see the provider's bank account, masked, and who changed it when (issue 22). */}
      {managesFinance ? <BankAccountSection providerId={providerId} canChange={false} /> : null}
    </Page>
  )
}
