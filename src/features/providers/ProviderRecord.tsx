import { Alert, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../components/loader'
import { SpecialtiesSection } from '../specialties/SpecialtiesSection'
import { describeSpecialtyError } from '../specialties/messages'
import { useCan } from '../../kit/session/use-can'
import { useProvider } from '../../kit/lookups/get-provider'
import { ProviderDetails } from './ProviderDetails'

/**
 * A provider's details and specialties as fetched: the record, its error, or a loader. The same
 * for the provider's own profile (provider mode) and the office's provider page (staff mode, where
 * the details can be edited by whoever holds providers.write).
 */
export function ProviderRecord({ providerId, mode }: { providerId: number; mode: 'provider' | 'staff' }) {
  const { i18n } = useLingui()
  const provider = useProvider(providerId)
  // Office staff change a provider only with providers.write (Consulta reads).
  const staffWrites = useCan('providers.write')
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
      <ProviderDetails provider={provider.data} editable={mode === 'staff' && staffWrites} />
      <SpecialtiesSection providerId={providerId} mode={mode} readOnly={mode === 'staff' && !staffWrites} />
    </Stack>
  )
}
