import { Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Page } from '../../components/page'
import { MyDevices } from '../devices/MyDevices'
import { ProviderRecord } from './ProviderRecord'

/** /provider/config/profile: the provider's own data and specialties (provider mode). */
export function MyProfileScreen({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  return (
    <Page title={t`Mi perfil`}>
      <Stack gap="8">
        <ProviderRecord providerId={providerId} mode="provider" />
        <MyDevices />
      </Stack>
    </Page>
  )
}
