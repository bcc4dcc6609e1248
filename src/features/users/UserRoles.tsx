import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { UserDetail, UserRoleGrant } from '../../domain/users/types'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import { useRemoveRole } from './api/user-roles'
import { AddRoleDialog } from './AddRoleDialog'
import { roleLabel } from './role-label'
import { describeUserError } from './user-codes'

/** An account's roles, each global or for one customer: added from the selector, removed after a confirmation. */
export function UserRoles({ user }: { user: UserDetail }) {
  const { t, i18n } = useLingui()
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<UserRoleGrant | null>(null)
  const remove = useRemoveRole(user.id)
  async function confirmRemoval(grant: UserRoleGrant) {
    try {
      await remove.mutateAsync(grant)
      showSnackbar(t`Rol quitado`, 'success')
    } catch (error) {
      showSnackbar(describeUserError(i18n, error), 'error')
    }
  }
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">{t`Roles`}</Heading>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setAdding(true)}>
            {t`Agregar rol`}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {user.roles.length === 0 ? (
          <Text color="fg.muted">{t`Esta cuenta no tiene roles: no ve ninguna sección de la oficina.`}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t`Roles de la cuenta`}>
            {user.roles.map((grant) => (
              <HStack as="li" key={`${grant.role_id}-${grant.customer_id ?? 'global'}`} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2">
                <HStack gap="3">
                  <Text fontWeight="medium">{grant.name}</Text>
                  {grant.customer_id === null ? <StatusBadge tone="info">{t`Global`}</StatusBadge> : <StatusBadge tone="neutral">{grant.customer_name}</StatusBadge>}
                </HStack>
                <Button size="xs" variant="ghost" colorPalette="danger" onClick={() => setRemoving(grant)} aria-label={t`Quitar el rol ${roleLabel(grant)}`}>
                  {t`Quitar`}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
      {adding ? <AddRoleDialog userId={user.id} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t`¿Quitar este rol?`}
        message={t`La persona deja de tener los permisos de este rol desde su próxima acción.`}
        subject={removing ? roleLabel(removing) : undefined}
        confirmLabel={t`Quitar rol`}
        cancelLabel={t`Cancelar`}
        onConfirm={() => (removing ? confirmRemoval(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Card.Root>
  )
}
