import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { UserDetail } from '../../domain/users/types'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import { useUser } from './api/get-user'
import { useDeactivateUser, useUpdateUser } from './api/save-user'
import { SetPasswordDialog } from './SetPasswordDialog'
import { describeUserError } from './user-codes'
import { UserProfileForm } from './UserProfileForm'
import { UserRoles } from './UserRoles'

/** /config/users/{id}: an account's data, its roles, a new password, and deactivation (or reactivation). */
export function UserScreen({ userId }: { userId: number }) {
  const { t, i18n } = useLingui()
  const user = useUser(userId)
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to="/config/users">{t`Todos los usuarios`}</Link>
    </Button>
  )
  if (!user.data) {
    return (
      <Page title={t`Usuario`} actions={back}>
        {user.error ? (
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
  const data = user.data
  return (
    <Page title={data.name} actions={back}>
      <HStack gap="4" wrap="wrap" color="fg.muted">
        <Text>{data.email}</Text>
        <Text>{data.provider_id === null ? t`Personal de oficina` : t`Proveedor`}</Text>
        {data.is_active ? <StatusBadge tone="success">{t`Activo`}</StatusBadge> : <StatusBadge tone="neutral">{t`Inactivo`}</StatusBadge>}
      </HStack>
      <Stack gap="6">
        {/* Keyed by what it shows: after a save elsewhere the form starts again from the stored account. */}
        <UserProfileForm key={`${data.first_name}|${data.last_name}|${data.email}`} user={data} />
        <UserRoles user={data} />
        <AccountActions user={data} />
      </Stack>
    </Page>
  )
}

/** A new password and deactivation, each behind its own dialog. */
function AccountActions({ user }: { user: UserDetail }) {
  const { t, i18n } = useLingui()
  const [settingPassword, setSettingPassword] = useState(false)
  const [deactivating, setDeactivating] = useState(false)
  const deactivate = useDeactivateUser(user.id)
  const update = useUpdateUser(user.id)
  async function confirmDeactivation() {
    try {
      await deactivate.mutateAsync(undefined)
      showSnackbar(t`Cuenta desactivada. Sus sesiones se cerraron.`, 'success')
    } catch (error) {
      showSnackbar(describeUserError(i18n, error), 'error')
    }
  }
  function reactivate() {
    update.mutate(
      { first_name: user.first_name, last_name: user.last_name, email: user.email, is_active: true },
      {
        onSuccess: () => showSnackbar(t`Cuenta activada`, 'success'),
        onError: (error) => showSnackbar(describeUserError(i18n, error), 'error'),
      },
    )
  }
  return (
    <HStack gap="3" wrap="wrap">
      <Button variant="outline" onClick={() => setSettingPassword(true)}>
        {t`Nueva contraseña`}
      </Button>
      {user.is_active ? (
        <Button variant="outline" colorPalette="danger" onClick={() => setDeactivating(true)}>
          {t`Desactivar cuenta`}
        </Button>
      ) : (
        <Button variant="outline" colorPalette="brand" onClick={reactivate} loading={update.isPending} loadingText={t`Activar cuenta`}>
          {t`Activar cuenta`}
        </Button>
      )}
      {settingPassword ? <SetPasswordDialog user={user} onClose={() => setSettingPassword(false)} /> : null}
      <ConfirmDialog
        open={deactivating}
        title={t`¿Desactivar esta cuenta?`}
        message={t`La persona no podrá iniciar sesión y se cerrarán sus sesiones en todos los dispositivos. Su historial se conserva y la cuenta se puede activar de nuevo.`}
        subject={`${user.name} (${user.email})`}
        confirmLabel={t`Desactivar`}
        cancelLabel={t`Cancelar`}
        onConfirm={confirmDeactivation}
        onClose={() => setDeactivating(false)}
      />
    </HStack>
  )
}
