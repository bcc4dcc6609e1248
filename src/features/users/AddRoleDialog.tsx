import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { RoleGrantInput } from '../../domain/users/schemas'
import { ClosableDialog } from '../../components/closable-dialog'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { FormCard } from '../../kit/office/FormCard'
import { describeFieldError } from '../../kit/errors/describe-error'
import { useGrantRole, useRolesSelector } from './api/user-roles'
import { reportFormError, USER_CODES } from './user-codes'

interface RoleValues {
  role_id: number | undefined
  customer_id: number | null
}

/** "Agregar rol" (POST /users/{id}/roles): a role from the selector, for every customer or for one. */
export function AddRoleDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const selector = useRolesSelector(userId)
  const resolver = valibotResolver(RoleGrantInput) as unknown as Resolver<RoleValues, unknown, RoleGrantInput>
  const form = useForm<RoleValues, unknown, RoleGrantInput>({ resolver, defaultValues: { role_id: undefined, customer_id: null } })
  const control = form.control as unknown as Control<RoleValues>
  const grant = useGrantRole(userId)
  const describe = (code: string) => describeFieldError(i18n, code, USER_CODES)
  const save = (input: RoleGrantInput) =>
    grant.mutate(input, {
      onSuccess: () => {
        showSnackbar(t`Rol agregado`, 'success')
        onClose()
      },
      onError: (error) => reportFormError(i18n, error, form),
    })
  const roles = selector.data?.roles ?? []
  const customers = selector.data?.customers ?? []
  return (
    <ClosableDialog title={t`Agregar rol`} size={{ base: 'full', md: 'md' }} onClose={onClose}>
      <FormCard label={t`Agregar rol`} onSubmit={form.handleSubmit(save)} readOnly={false} saving={grant.isPending} dirty={form.formState.isDirty} saveLabel={t`Agregar rol`}>
        <SelectField
          control={control}
          name="role_id"
          numeric
          label={t`Rol`}
          placeholder={t`Elija uno`}
          options={roles.map((role) => ({ value: role.id, label: role.description ? `${role.name} — ${role.description}` : role.name }))}
          required
          describeError={describe}
        />
        <SelectField
          control={control}
          name="customer_id"
          numeric
          label={t`Alcance`}
          placeholder={t`Global (todas las regiones)`}
          options={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
          helperText={t`Un rol de una región solo alcanza los registros de esa región.`}
          describeError={describe}
        />
      </FormCard>
    </ClosableDialog>
  )
}
