import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { describeFieldError } from '../../kit/errors/describe-error'
import { useChangePassword } from './api/change-password'
import { ChangePasswordForm } from './password-forms'
import { reportFormError, USER_CODES } from './user-codes'

interface ChangePasswordValues {
  current_password: string
  new_password: string
  password_confirm: string
}

const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', password_confirm: '' }

/**
 * One's own password (PATCH /users/change-password), proven with the current one. Other
 * devices are signed out; this one stays signed in.
 */
export function ChangePasswordCard() {
  const { t, i18n } = useLingui()
  const resolver = valibotResolver(ChangePasswordForm) as unknown as Resolver<ChangePasswordValues, unknown, ChangePasswordForm>
  const form = useForm<ChangePasswordValues, unknown, ChangePasswordForm>({ resolver, defaultValues: EMPTY })
  const control = form.control as unknown as Control<ChangePasswordValues>
  const change = useChangePassword()
  const describe = (code: string) => describeFieldError(i18n, code, USER_CODES)
  const save = ({ current_password, new_password }: ChangePasswordForm) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          form.reset(EMPTY)
          showSnackbar(t`Contraseña cambiada. Se cerraron sus sesiones en otros dispositivos.`, 'success')
        },
        onError: (error) => reportFormError(i18n, error, form),
      },
    )
  return (
    <FormCard label={t`Cambiar contraseña`} heading onSubmit={form.handleSubmit(save)} readOnly={false} saving={change.isPending} dirty={form.formState.isDirty} saveLabel={t`Cambiar contraseña`}>
      <TextField control={control} name="current_password" label={t`Contraseña actual`} type="password" required autoComplete="current-password" describeError={describe} />
      <TextField control={control} name="new_password" label={t`Nueva contraseña`} type="password" required autoComplete="new-password" helperText={t`Al menos 8 caracteres; no una contraseña común.`} describeError={describe} />
      <TextField control={control} name="password_confirm" label={t`Repita la nueva contraseña`} type="password" required autoComplete="new-password" describeError={describe} />
    </FormCard>
  )
}
