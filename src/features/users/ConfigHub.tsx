import { SimpleGrid } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { LinkProps } from '@tanstack/react-router'
import { hasModule, type Company, type ModuleId } from '../../domain/company'
import { canAnywhere, customersWith, type Permission, type PermissionSet } from '../../domain/permissions/permissions'
import type { CurrentUser } from '../../domain/schemas/auth'
import { Page } from '../../components/page'
import { useCompany } from '../../kit/lookups/use-company'
import { HomeCard } from '../../kit/navigation/HomeCard'

interface ConfigEntry {
  to: NonNullable<LinkProps['to']>
  title: MessageDescriptor
  description: MessageDescriptor
  /** Whether this person may use it: what the server checks on the calls behind it. */
  allowed: (held: PermissionSet) => boolean
  /** The company module it needs (spec §1), as the server checks on its calls. */
  module?: ModuleId
}

const everyone = () => true
// The objectives screen reads plans (server/app.ts: /intervention-plans needs the module and plans.read).
const PLANS_READ: Permission = 'plans.read'
const PLANS_MODULE: ModuleId = 'intervention-plans'

/** The configuration area's destinations. Managing accounts needs users.manage held globally (server/users/routes.ts). */
const CONFIG_ENTRIES: readonly ConfigEntry[] = [
  {
    to: '/config/users',
    title: msg`Usuarios y roles`,
    description: msg`Cuentas, roles globales o por región, contraseñas y desactivación.`,
    allowed: (held) => customersWith(held, 'users.manage') === 'all',
  },
  {
    to: '/config/objectives',
    title: msg`Objetivos`,
    description: msg`Catálogo de objetivos, plantillas de objetivos y tipos de medición de los planes.`,
    allowed: (held) => canAnywhere(held, PLANS_READ),
    module: PLANS_MODULE,
  },
  { to: '/config/profile', title: msg`Mi perfil`, description: msg`Su nombre, correo electrónico y contraseña.`, allowed: everyone },
  { to: '/config/devices', title: msg`Dispositivos`, description: msg`Sincronización de las tabletas, cambios pendientes y perdidos.`, allowed: everyone },
]

/** The entries of /config this person may use, in a company that has their module. */
export function configEntriesFor(user: Pick<CurrentUser, 'permissions' | 'customer_permissions'>, company: Pick<Company, 'modules'> | null | undefined): ConfigEntry[] {
  return CONFIG_ENTRIES.filter((entry) => entry.allowed(user) && (!entry.module || hasModule(company, entry.module)))
}

/** /config: the hub of the configuration area, linking only to what the person may use. */
export function ConfigHub({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui()
  const company = useCompany()
  return (
    <Page title={t`Configuración`}>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" as="nav" aria-label={t`Configuración`}>
        {configEntriesFor(user, company).map((entry) => (
          <HomeCard key={entry.to} to={entry.to} title={i18n._(entry.title)} description={i18n._(entry.description)} />
        ))}
      </SimpleGrid>
    </Page>
  )
}
