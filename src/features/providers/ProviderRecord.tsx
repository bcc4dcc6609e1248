import { Alert, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../components/loader'
import type { Provider } from '../../domain/providers/schemas'
import type { Remote } from '../shared/use-remote'
import { SpecialtiesSection } from '../specialties/SpecialtiesSection'
import { describeSpecialtyError } from '../specialties/messages'
import { ProviderDetails } from './ProviderDetails'

/**
 * A provider's details and specialties as fetched: the record, its error, or a loader. The same
 * for the provider's own profile (provider mode) and the office's provider page (staff mode, where
 * the details can be edited and are fetched again after a change).
 */
export function ProviderRecord({ provider, providerId, mode }: { provider: Remote<Provider>; providerId: number; mode: 'provider' | 'staff' }) {
  const { i18n } = useLingui()
  if (!provider.data) {
    if (!provider.error) return <Loader type="inline" />
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{describeSpecialtyError(i18n, provider.error)}</Alert.Title>
      </Alert.Root>
    )
  }
  return (
    <Stack gap="6">
      <ProviderDetails provider={provider.data} onChanged={mode === 'staff' ? () => void provider.reload() : undefined} />
      <SpecialtiesSection providerId={providerId} mode={mode} />
    </Stack>
  )
}
