import { PERMISSIONS } from '../../src/domain/permissions/permissions'
import type { Company } from '../../src/domain/company'
import type { CurrentUser, TokenPair } from '../../src/domain/schemas/auth'

export const providerUser: CurrentUser = {
  id: 2,
  email: 'terapeuta@example.com',
  name: 'Marisol Rivera Torres',
  first_name: 'Marisol',
  last_name: 'Rivera Torres',
  provider_id: 1,
  roles: [],
  permissions: [],
  customer_permissions: [],
}

export const staffUser: CurrentUser = {
  id: 1,
  email: 'oficina@example.com',
  name: 'Laura Santiago Díaz',
  first_name: 'Laura',
  last_name: 'Santiago Díaz',
  provider_id: null,
  roles: [{ role_id: 1, name: 'Administrador', customer_id: null }],
  permissions: [...PERMISSIONS],
  customer_permissions: [],
}

export const tokens = (suffix: string): TokenPair => ({ accessToken: `access-${suffix}`, refreshToken: `refresh-${suffix}`, tokenType: 'bearer' })

export const company: Company = {
  name: 'Terapias Educativas del Caribe',
  short_name: 'Terapias Caribe',
  home_dir: 'terapias-caribe',
  colors: { primary: '#1976d2', secondary: '#ff8f00' },
  compatibility_mode: false,
  modules: [
    { module_id: 'billing', name: 'Facturación' },
    { module_id: 'referrals', name: 'Referidos' },
  ],
}
