import type { AreaRequirement } from './access'

/**
 * What each office area needs, for its screen's gate (OfficeGate): the same module and permission
 * the server checks on the calls behind it (server/app.ts) and its entry in
 * kit/navigation/destinations.ts names.
 */
export const STUDENTS_AREA: AreaRequirement = { permission: 'students.read', module: 'referrals' }
export const LOCATIONS_AREA: AreaRequirement = { permission: 'locations.read' }
export const IMPORT_AREA: AreaRequirement = { permission: 'import.run', module: 'tasks' }
export const REFERRALS_AREA: AreaRequirement = { permission: 'referrals.read', module: 'referrals' }
/** Accounts and roles; the server also requires users.manage to be held globally. */
export const USERS_AREA: AreaRequirement = { permission: 'users.manage' }
export const VISIT_LOGS_AREA: AreaRequirement = { permission: 'billing.manage', module: 'billing' }
/** The objectives catalogue and templates (/config/objectives): read with plans; changes need services.manage or plans.write. */
export const OBJECTIVES_AREA: AreaRequirement = { permission: 'plans.read', module: 'intervention-plans' }
/** The plan todo lists and discussions of /tasks/documents-inbox (server/app.ts: /intervention-plans). */
export const DOCUMENTS_INBOX_AREA: AreaRequirement = { permission: 'plans.read', module: 'intervention-plans' }
/** The company's shared documents: any staff member reads; writes need downloads.manage (checked per action). */
export const DOWNLOADS_AREA: AreaRequirement = { module: 'downloads' }
export const BILLING_AREA: AreaRequirement = { permission: 'billing.manage', module: 'billing' }
/** The company's standard texts: any staff member reads; writes need boilerplate.manage held globally (checked per action). */
export const BOILERPLATE_AREA: AreaRequirement = {}
/** The /tasks hub and the report catalogue: the company's tasks module; each card and report checks its own permission. */
export const TASKS_AREA: AreaRequirement = { module: 'tasks' }
