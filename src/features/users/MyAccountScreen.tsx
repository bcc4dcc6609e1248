import { Alert, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { refreshProfileInBackground } from '../../kit/session/refresh-profile'
import { useUser } from './api/get-user'
import { ChangePasswordCard } from './ChangePasswordCard'
import { describeUserError } from './user-codes'
import { UserProfileForm } from './UserProfileForm'

/** /config/profile: one's own name and e-mail, and password. */
export function MyAccountScreen({ userId }: { userId: number }) {
  const { t, i18n } = useLingui()
  const user = useUser(userId)
  return (
    <Page title={t`Mi perfil`}>
      {user.data ? (
        <Stack gap="6">
          {/* After a save the device's own copy of the account (the name in the app bar) is fetched again. */}
          <UserProfileForm key={`${user.data.first_name}|${user.data.last_name}|${user.data.email}`} user={user.data} onSaved={refreshProfileInBackground} />
          <ChangePasswordCard />
        </Stack>
      ) : user.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{describeUserError(i18n, user.error)}</Alert.Title>
        </Alert.Root>
      ) : (
        <Loader type="inline" />
      )}
    </Page>
  )
}
