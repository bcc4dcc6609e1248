import { Alert, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { SpecialtiesSection } from '../specialties/SpecialtiesSection'
import { describeSpecialtyError } from '../specialties/messages'
import { useRemote } from '../shared/use-remote'
import { fetchProvider } from './api'
import { ProviderDetails } from './ProviderDetails'

/** /provider/config/profile: the provider's own data and specialties (provider mode). */
export function MyProfileScreen({ providerId }: { providerId: number }) {
  const { t, i18n } = useLingui()
  const provider = useRemote(() => fetchProvider(providerId), [providerId])
  return (
    <Page title={t`Mi perfil`}>
      {provider.data ? (
        <Stack gap="6">
          <ProviderDetails provider={provider.data} />
          <SpecialtiesSection providerId={providerId} mode="provider" />
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
