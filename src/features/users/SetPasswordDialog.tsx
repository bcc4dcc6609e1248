import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@chakra-ui/react'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import type { UserDetail } from '../../domain/users/types'
import { ClosableDialog } from '../../components/closable-dialog'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { describeFieldError } from '../../kit/errors/describe-error'
import { useUpdateUser } from './api/save-user'
import { SetPasswordForm } from './password-forms'
import { reportFormError, USER_CODES } from './user-codes'

interface PasswordValues {
  password: string
  password_confirm: string
}

/**
 * An administrator sets a new password (PUT /users/{id} with `password`): the person's sign-ins
 * end everywhere, and the administrator tells her the new one herself.
 */
export function SetPasswordDialog({ user, onClose }: { user: UserDetail; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const resolver = valibotResolver(SetPasswordForm) as unknown as Resolver<PasswordValues, unknown, SetPasswordForm>
  const form = useForm<PasswordValues, unknown, SetPasswordForm>({ resolver, defaultValues: { password: '', password_confirm: '' } })
  const control = form.control as unknown as Control<PasswordValues>
  const update = useUpdateUser(user.id)
  const describe = (code: string) => describeFieldError(i18n, code, USER_CODES)
  const save = ({ password }: SetPasswordForm) =>
    update.mutate(
      { first_name: user.first_name, last_name: user.last_name, email: user.email, password },
      {
        onSuccess: () => {
          showSnackbar(t`Contraseña cambiada. Las sesiones de la persona se cerraron.`, 'success')
          onClose()
        },
        onError: (error) => reportFormError(i18n, error, form),
      },
    )
  return (
    <ClosableDialog title={t`Nueva contraseña`} size={{ base: 'full', md: 'md' }} onClose={onClose}>
      <Text mb="4">{t`${user.name} tendrá que iniciar sesión de nuevo en todos sus dispositivos con la nueva contraseña.`}</Text>
      <FormCard label={t`Nueva contraseña`} onSubmit={form.handleSubmit(save)} readOnly={false} saving={update.isPending} dirty={form.formState.isDirty} saveLabel={t`Cambiar contraseña`}>
        <TextField control={control} name="password" label={t`Nueva contraseña`} type="password" required autoComplete="new-password" helperText={t`Al menos 8 caracteres; no una contraseña común.`} describeError={describe} />
        <TextField control={control} name="password_confirm" label={t`Repita la contraseña`} type="password" required autoComplete="new-password" describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}
