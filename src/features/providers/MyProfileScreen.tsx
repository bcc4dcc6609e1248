import { useLingui } from '@lingui/react/macro'
import { Page } from '../../components/page'
import { ProviderRecord } from './ProviderRecord'

/** /provider/config/profile: the provider's own data and specialties (provider mode). */
export function MyProfileScreen({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  return (
    <Page title={t`Mi perfil`}>
      <ProviderRecord providerId={providerId} mode="provider" />
    </Page>
  )
}
