import { Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { canAnywhere, customersWith, type Permission, type PermissionSet } from '../../domain/permissions/permissions'
import { Page } from '../../components/page'
import { useSession } from '../../kit/session/use-session'
import { OBJECTIVES_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { MeasurementTypes } from './MeasurementTypes'
import { ObjectiveCatalogue } from './ObjectiveCatalogue'
import { ObjectiveTemplates } from './ObjectiveTemplates'

const NONE: PermissionSet = { permissions: [], customer_permissions: [] }
const MANAGE_CATALOGUE: Permission = 'services.manage'
const WRITE_PLANS: Permission = 'plans.write'

/**
 * /config/objectives: the objectives catalogue and the objective templates, with the measurement
 * types as a reference. Who may change what follows the server: the catalogue needs
 * services.manage, the templates plans.write held globally.
 */
export function ObjectivesPage() {
  const { t } = useLingui()
  const user = useSession()?.user
  const held: PermissionSet = user ? { permissions: user.permissions, customer_permissions: user.customer_permissions } : NONE
  return (
    <OfficeGate requirement={OBJECTIVES_AREA} title={t`Objetivos`}>
      <Page title={t`Objetivos`}>
        <Stack gap="10">
          <ObjectiveCatalogue canManage={canAnywhere(held, MANAGE_CATALOGUE)} />
          <ObjectiveTemplates canManage={customersWith(held, WRITE_PLANS) === 'all'} />
          <MeasurementTypes />
        </Stack>
      </Page>
    </OfficeGate>
  )
}
