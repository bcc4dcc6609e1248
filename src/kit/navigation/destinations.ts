import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LinkProps } from '@tanstack/react-router'
import { hasModule, type Company, type ModuleId } from '../../domain/company'
import { canAnywhere, type Permission, type PermissionSet } from '../../domain/permissions/permissions'
import type { CurrentUser } from '../../domain/schemas/auth'
import type { IconName } from '../../components/icons'

/**
 * Every place the app's navigation leads to, in one table: the provider's bar and home cards, the
 * office side navigation, its home cards and the breadcrumbs all read it. An area's issue adds its
 * row here; nobody edits the shell to add a destination.
 */
export interface Destination {
  to: NonNullable<LinkProps['to']>
  label: MessageDescriptor
  /** The home card's title, where the bar's short label would say too little. */
  cardTitle?: MessageDescriptor
  /** The line under the label on a home card; without it the destination has no home card. */
  description?: MessageDescriptor
  /** Who sees it: a provider, only a provider who supervises others, or office staff. */
  audience: 'provider' | 'supervisor' | 'staff'
  /**
   * The named permission the server checks for what it shows (spec §6): an office entry shows
   * only to someone who holds it somewhere (the server still enforces it on every call).
   */
  permission?: Permission
  /** The company module it needs (spec §1); without one it is always there. */
  module?: ModuleId
  /** In the provider's bottom bar / side rail (few, so they fit a phone). */
  inBar?: boolean
  icon?: IconName
  /** The office side navigation's group. */
  area?: MessageDescriptor
}

const FIELD = msg`Trabajo de campo`
const OFFICE = msg`Oficina`
const CONFIG = msg`Administración`

export const DESTINATIONS: readonly Destination[] = [
  { to: '/provider/service-sessions', label: msg`Hoy`, cardTitle: msg`Sesiones de hoy`, description: msg`Registre las sesiones y visitas del día, con o sin señal.`, audience: 'provider', inBar: true, icon: 'today' },
  { to: '/provider/active-students', label: msg`Estudiantes`, cardTitle: msg`Estudiantes activos`, description: msg`Sus estudiantes, por servicio y localidad.`, audience: 'provider', inBar: true, icon: 'students' },
  { to: '/provider/service-sessions/history', label: msg`Historial`, cardTitle: msg`Historial de sesiones`, description: msg`Sesiones registradas en meses anteriores.`, audience: 'provider', inBar: true, icon: 'history' },
  { to: '/provider/supervisions', label: msg`Supervisiones`, description: msg`Estudiantes de los proveedores que supervisa.`, audience: 'supervisor', inBar: true, icon: 'supervision' },
  { to: '/provider/config/profile', label: msg`Perfil`, cardTitle: msg`Mi perfil`, description: msg`Sus datos, especialidades y licencias.`, audience: 'provider', inBar: true, icon: 'profile' },
  { to: '/provider/config', label: msg`Configuración`, description: msg`Perfil, plantillas de metas, firma, contraseña e idioma.`, audience: 'provider' },
  { to: '/provider/appointments', label: msg`Citas`, description: msg`Sus citas de la semana, también sin señal.`, audience: 'provider' },
  { to: '/provider/finance', label: msg`Mis finanzas`, description: msg`Sus contratos: leerlos, añadir documentos y enviarlos.`, audience: 'provider' },
  { to: '/provider/payments', label: msg`Mis pagos`, description: msg`Pagos recibidos y talonarios.`, audience: 'provider' },
  { to: '/provider/config/signature', label: msg`Mi firma`, description: msg`La firma que llevan los planes y documentos que usted firma.`, audience: 'provider' },
  { to: '/billing', label: msg`Facturación`, description: msg`Periodos, importación de visitas e informes.`, audience: 'staff', module: 'billing', permission: 'billing.manage', area: OFFICE },
  { to: '/billing/periods', label: msg`Periodos de facturación`, description: msg`Visitas registradas y las que faltan, periodo por periodo.`, audience: 'staff', module: 'billing', permission: 'billing.manage', area: OFFICE },
  { to: '/billing/visits-data-entry', label: msg`Entrada de visitas`, description: msg`Por mes, cliente, proveedor y servicio, hasta cada visita.`, audience: 'staff', module: 'billing', permission: 'billing.manage', area: OFFICE },
  { to: '/billing/reports', label: msg`Informes de facturación`, description: msg`Minutos ofrecidos y mandados, cumplimiento de frecuencia, ausencias sin registrar y hojas de cálculo.`, audience: 'staff', module: 'billing', permission: 'billing.manage', area: OFFICE },
  { to: '/billing/provider-location-logs', label: msg`Registros de visitas en papel`, description: msg`Hojas de visitas escaneadas: leerlas, confirmarlas y convertirlas en visitas.`, audience: 'staff', module: 'billing', permission: 'billing.manage', area: OFFICE },
  { to: '/support/provider/register-visits', label: msg`Registrar visitas de un proveedor`, description: msg`Registrar una sesión en nombre de un proveedor, diciendo por qué.`, audience: 'staff', module: 'billing', permission: 'billing.manage', area: OFFICE },
  { to: '/finance', label: msg`Finanzas`, description: msg`Facturas de proveedores, lotes de pago, contratos y tarifas.`, audience: 'staff', module: 'finance', permission: 'finance.manage', area: OFFICE },
  { to: '/finance/provider-contracts', label: msg`Contratos de proveedores`, description: msg`Preparar, aprobar, devolver, anular o cancelar contratos.`, audience: 'staff', module: 'finance', permission: 'finance.manage', area: OFFICE },
  { to: '/tasks/provider-contracts', label: msg`Contratos por revisar`, description: msg`Contratos que esperan a Finanzas o a su proveedor.`, audience: 'staff', module: 'finance', permission: 'finance.manage', area: OFFICE },
  { to: '/finance/reports', label: msg`Informes de finanzas`, description: msg`Facturas por estado, pagos por mes, facturación por especialidad y días hasta el pago.`, audience: 'staff', module: 'finance', permission: 'finance.manage', area: OFFICE },
  { to: '/providers', label: msg`Proveedores`, description: msg`Terapeutas y evaluadores, especialidades y licencias.`, audience: 'staff', permission: 'providers.read', area: FIELD },
  { to: '/providers/license-alerts', label: msg`Alertas de licencias`, description: msg`Licencias vencidas o por vencer en 30 días.`, audience: 'staff', permission: 'providers.read', area: FIELD },
  { to: '/students', label: msg`Estudiantes`, description: msg`Estudiantes, servicios y referidos.`, audience: 'staff', module: 'referrals', permission: 'students.read', area: FIELD },
  { to: '/referrals', label: msg`Referidos`, description: msg`Todos los referidos y su estado.`, audience: 'staff', module: 'referrals', permission: 'referrals.read', area: FIELD },
  { to: '/tasks/compensatory-requests-monitor', label: msg`Servicios compensatorios`, description: msg`Minutos adeudados a cada estudiante y sus solicitudes.`, audience: 'staff', module: 'referrals', permission: 'referrals.read', area: FIELD },
  { to: '/locations', label: msg`Localidades`, description: msg`Escuelas y centros donde se ofrecen servicios.`, audience: 'staff', permission: 'locations.read', area: FIELD },
  { to: '/tasks/documents-inbox', label: msg`Bandeja de documentos`, description: msg`Planes de intervención y discusiones pendientes, por región.`, audience: 'staff', module: 'intervention-plans', permission: 'plans.read', area: OFFICE },
  { to: '/tasks/import', label: msg`Importar estudiantes`, description: msg`Los estudiantes activos del distrito, desde su hoja de cálculo.`, audience: 'staff', module: 'tasks', permission: 'import.run', area: OFFICE },
  { to: '/tasks', label: msg`Tareas`, description: msg`Importaciones, documentos e informes pendientes.`, audience: 'staff', module: 'tasks', area: OFFICE },
  { to: '/downloads', label: msg`Recursos`, description: msg`Documentos y formularios compartidos.`, audience: 'staff', module: 'downloads', area: OFFICE },
  { to: '/boilerplate', label: msg`Textos estándar`, description: msg`Cartas y notas de la compañía para reutilizar, y sus frases guardadas.`, audience: 'staff', area: OFFICE },
  { to: '/tasks/reports', label: msg`Informes`, description: msg`El catálogo de informes: filtros, descarga en xlsx o pdf, en segundo plano.`, audience: 'staff', module: 'tasks', area: OFFICE },
  { to: '/config/devices', label: msg`Dispositivos`, description: msg`Sincronización de las tabletas, cambios pendientes y perdidos.`, audience: 'staff', area: CONFIG },
  { to: '/config', label: msg`Configuración`, description: msg`Su perfil y contraseña; usuarios y roles para quien los administra.`, audience: 'staff', area: CONFIG },
]

/**
 * The destinations this person may open, in the table's order: her audience, the company's
 * modules (until the company is read, only those without one) and, for office entries, a
 * permission she holds somewhere.
 */
export function destinationsFor(
  user: Pick<CurrentUser, 'provider_id' | 'supervises'> & Partial<PermissionSet>,
  company: Pick<Company, 'modules'> | null | undefined,
): Destination[] {
  const audiences = user.provider_id === null ? ['staff'] : user.supervises ? ['provider', 'supervisor'] : ['provider']
  const held: PermissionSet = { permissions: user.permissions ?? [], customer_permissions: user.customer_permissions ?? [] }
  return DESTINATIONS.filter(
    (destination) =>
      audiences.includes(destination.audience) &&
      (!destination.module || hasModule(company, destination.module)) &&
      (!destination.permission || canAnywhere(held, destination.permission)),
  )
}

/** The destination a path belongs to: the one whose address is its longest prefix. */
export function destinationOf(pathname: string, destinations: readonly Destination[]): Destination | undefined {
  const inside = (to: string) => pathname === to || pathname.startsWith(`${to}/`)
  return destinations.filter((destination) => inside(destination.to)).sort((a, b) => b.to.length - a.to.length)[0]
}
