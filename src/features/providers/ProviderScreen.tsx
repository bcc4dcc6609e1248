import { Alert, Button, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { SpecialtiesSection } from '../specialties/SpecialtiesSection'
import { describeSpecialtyError } from '../specialties/messages'
import { useRemote } from '../shared/use-remote'
import { fetchProvider } from './api'
import { ProviderDetails } from './ProviderDetails'

/** /providers/{providerId}: a provider's details and specialties, for office staff. */
export function ProviderScreen({ providerId }: { providerId: number }) {
  const { t, i18n } = useLingui()
  const provider = useRemote(() => fetchProvider(providerId), [providerId])
  const title = provider.data?.name ?? t`Proveedor`
  return (
    <Page
      title={title}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/providers">{t`Todos los proveedores`}</Link>
        </Button>
      }
    >
      {provider.data ? (
        <Stack gap="6">
          <ProviderDetails provider={provider.data} onChanged={() => void provider.reload()} />
          <SpecialtiesSection providerId={providerId} mode="staff" />
        </Stack>
      ) : provider.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{describeSpecialtyError(i18n, provider.error)}</Alert.Title>
        </Alert.Root>
      ) : (
        <Loader type="inline" />
      )}
    </Page>
  )
}
