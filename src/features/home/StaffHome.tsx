import { SimpleGrid } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { LinkProps } from '@tanstack/react-router'
import { hasModule, type Company, type ModuleId } from '../../domain/company'
import type { CurrentUser } from '../../domain/schemas/auth'
import { Page } from '../../components/page'
import { HomeCard } from './HomeCard'

interface ConsoleArea {
  to: LinkProps['to']
  title: MessageDescriptor
  description: MessageDescriptor
  /** The company module the area needs; areas without one are always there. */
  module?: ModuleId
}

const AREAS: ConsoleArea[] = [
  { to: '/billing', title: msg`Facturación`, description: msg`Periodos, importación de visitas e informes.`, module: 'billing' },
  { to: '/finance', title: msg`Finanzas`, description: msg`Facturas de proveedores, lotes de pago, contratos y tarifas.`, module: 'finance' },
  { to: '/providers', title: msg`Proveedores`, description: msg`Terapeutas y evaluadores, especialidades y licencias.` },
  { to: '/providers/license-alerts', title: msg`Alertas de licencias`, description: msg`Licencias vencidas o por vencer en 30 días.` },
  { to: '/students', title: msg`Estudiantes`, description: msg`Estudiantes, servicios y referidos.`, module: 'referrals' },
  { to: '/referrals', title: msg`Referidos`, description: msg`Todos los referidos y su estado.`, module: 'referrals' },
  { to: '/locations', title: msg`Localidades`, description: msg`Escuelas y centros donde se ofrecen servicios.` },
  { to: '/tasks', title: msg`Tareas`, description: msg`Importaciones, documentos e informes pendientes.`, module: 'tasks' },
  { to: '/downloads', title: msg`Recursos`, description: msg`Documentos y formularios compartidos.`, module: 'downloads' },
  { to: '/config/devices', title: msg`Dispositivos`, description: msg`Sincronización de las tabletas, cambios pendientes y perdidos.` },
  { to: '/config', title: msg`Configuración`, description: msg`Usuarios, roles y objetivos.` },
]

/** The office console's areas, each shown only when the company has its module. */
export function StaffHome({ user, company }: { user: CurrentUser; company: Company | null | undefined }) {
  const { t, i18n } = useLingui()
  const firstName = user.first_name
  // Until the device's company is read, no areas: they would appear one module at a time.
  const areas = company === undefined ? [] : AREAS.filter((area) => !area.module || hasModule(company, area.module))
  return (
    <Page title={t`Hola, ${firstName}`}>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" data-testid="console-areas">
        {areas.map((area) => (
          <HomeCard key={String(area.to)} to={area.to} title={i18n._(area.title)} description={i18n._(area.description)} />
        ))}
      </SimpleGrid>
    </Page>
  )
}
