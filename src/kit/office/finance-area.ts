import type { AreaRequirement } from './access'

/** The finance screens need what the server checks on their calls: the finance module and finance.manage. */
export const FINANCE_AREA: AreaRequirement = { permission: 'finance.manage', module: 'finance' }
