import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { ProfileInput } from '../../domain/users/schemas'
import type { UserDetail } from '../../domain/users/types'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { describeFieldError } from '../../kit/errors/describe-error'
import { useUpdateUser } from './api/save-user'
import { reportFormError, USER_CODES } from './user-codes'

interface ProfileValues {
  first_name: string
  last_name: string
  email: string
}

/**
 * An account's name and e-mail (PUT /users/{id}); what else an administrator changes (active,
 * password, roles) has its own action on the account's screen. `onSaved` runs after a save, e.g.
 * to refresh the signed-in person's own record.
 */
export function UserProfileForm({ user, onSaved }: { user: UserDetail; onSaved?: () => void }) {
  const { t, i18n } = useLingui()
  const resolver = valibotResolver(ProfileInput) as unknown as Resolver<ProfileValues, unknown, ProfileInput>
  const form = useForm<ProfileValues, unknown, ProfileInput>({
    resolver,
    defaultValues: { first_name: user.first_name, last_name: user.last_name, email: user.email },
  })
  const control = form.control as unknown as Control<ProfileValues>
  const update = useUpdateUser(user.id)
  const describe = (code: string) => describeFieldError(i18n, code, USER_CODES)
  const save = (input: ProfileInput) =>
    update.mutate(input, {
      onSuccess: () => {
        showSnackbar(t`Datos guardados`, 'success')
        onSaved?.()
      },
      onError: (error) => reportFormError(i18n, error, form),
    })
  return (
    <FormCard label={t`Datos de la cuenta`} heading onSubmit={form.handleSubmit(save)} readOnly={false} saving={update.isPending} dirty={form.formState.isDirty} saveLabel={t`Guardar datos`}>
      <TextField control={control} name="first_name" label={t`Nombre`} required autoComplete="given-name" describeError={describe} />
      <TextField control={control} name="last_name" label={t`Apellidos`} required autoComplete="family-name" describeError={describe} />
      <TextField control={control} name="email" label={t`Correo electrónico`} type="email" required autoComplete="email" describeError={describe} />
    </FormCard>
  )
}
