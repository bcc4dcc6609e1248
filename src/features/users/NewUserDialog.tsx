import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { ClosableDialog } from '../../components/closable-dialog'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { describeFieldError } from '../../kit/errors/describe-error'
import { useCreateUser } from './api/save-user'
import { NewUserForm } from './password-forms'
import { reportFormError, USER_CODES } from './user-codes'

interface NewUserValues {
  first_name: string
  last_name: string
  email: string
  password: string
  password_confirm: string
}

const EMPTY: NewUserValues = { first_name: '', last_name: '', email: '', password: '', password_confirm: '' }

/**
 * "Nuevo usuario" (POST /users): name, e-mail and a first password the administrator gives the
 * person herself (it is never e-mailed or shown again). Roles are added on the account's screen,
 * which opens once it is created.
 */
export function NewUserDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const resolver = valibotResolver(NewUserForm) as unknown as Resolver<NewUserValues, unknown, NewUserForm>
  const form = useForm<NewUserValues, unknown, NewUserForm>({ resolver, defaultValues: EMPTY })
  const control = form.control as unknown as Control<NewUserValues>
  const create = useCreateUser()
  const describe = (code: string) => describeFieldError(i18n, code, USER_CODES)
  const save = (input: NewUserForm) =>
    create.mutate(input, {
      onSuccess: (created) => {
        showSnackbar(t`Usuario creado`, 'success')
        onClose()
        void navigate({ to: '/config/users/$id', params: { id: String(created.id) } })
      },
      onError: (error) => reportFormError(i18n, error, form),
    })
  return (
    <ClosableDialog title={t`Nuevo usuario`} size={{ base: 'full', md: 'xl' }} onClose={onClose}>
      <FormCard label={t`Nuevo usuario`} onSubmit={form.handleSubmit(save)} readOnly={false} saving={create.isPending} dirty={form.formState.isDirty} saveLabel={t`Crear usuario`}>
        <TextField control={control} name="first_name" label={t`Nombre`} required autoComplete="off" describeError={describe} />
        <TextField control={control} name="last_name" label={t`Apellidos`} required autoComplete="off" describeError={describe} />
        <TextField control={control} name="email" label={t`Correo electrónico`} type="email" required autoComplete="off" describeError={describe} />
        <TextField control={control} name="password" label={t`Contraseña inicial`} type="password" required autoComplete="new-password" helperText={t`Al menos 8 caracteres; no una contraseña común.`} describeError={describe} />
        <TextField control={control} name="password_confirm" label={t`Repita la contraseña`} type="password" required autoComplete="new-password" describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}
