import { ROLE_DESCRIPTIONS, ROLE_NAMES, ROLE_PERMISSIONS } from '../../src/domain/permissions/permissions'
import type { DeclaredRoute, RouteAccess } from './access'

/**
 * docs/permissions.md, written from the route declarations and the built-in roles: the table a
 * reader checks who may call what against. `npm run docs:permissions` writes it; the matrix test
 * fails when the committed file differs from what the declarations say.
 */
export function permissionsDocument(routes: readonly DeclaredRoute[]): string {
  const lines = [
    '# Permissions',
    '',
    'Generated from the `access(...)` declaration on each route (`server/permissions/access.ts`) and the',
    'built-in roles (`src/domain/permissions/permissions.ts`) by `npm run docs:permissions`; a test fails',
    'when this file is stale. The role × route matrix test (`server/permissions/matrix.test.ts`) checks',
    'every route below with every demo account.',
    '',
    '## Roles',
    '',
    'A role is held globally or for one customer (school district); a scoped role reaches only the',
    "records of its customer on the routes marked *customer-scoped*. A user with a provider record is a",
    'provider: she passes only routes that admit providers, for her own records (a supervisor also her',
    "supervisees' where the route says so).",
    '',
    '| Role | What for | Permissions |',
    '|---|---|---|',
    ...ROLE_NAMES.map((role) => `| ${role} | ${ROLE_DESCRIPTIONS[role]} | ${ROLE_PERMISSIONS[role].map((permission) => `\`${permission}\``).join(', ')} |`),
    '',
    '## Routes',
    '',
    'Paths are below `/api`. *Who*: a named permission staff must hold, **public** (no sign-in),',
    '**signed in** (any account, for its own account or reference data) or **staff** (any office',
    'account). *Providers*: **own** records, or **supervised** (also those of the providers she',
    'supervises).',
  ]
  const areas = new Map<string, DeclaredRoute[]>()
  for (const route of routes) {
    const area = route.path.split('/')[2] ?? ''
    areas.set(area, [...(areas.get(area) ?? []), route])
  }
  for (const [area, list] of [...areas].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push('', `### /${area}`, '', '| Method | Path | Who | Customer-scoped | Providers |', '|---|---|---|---|---|')
    const sorted = [...list].sort((a, b) => readable(a.path).localeCompare(readable(b.path)) || a.method.localeCompare(b.method))
    for (const route of sorted) lines.push(`| ${route.method} | \`${readable(route.path)}\` | ${who(route.access)} | ${scoped(route.access)} | ${providers(route.access)} |`)
  }
  return `${lines.join('\n')}\n`
}

/** The path as a person reads it: below /api, parameters without their patterns. */
const readable = (path: string) => path.replace(/^\/api/, '').replace(/:([A-Za-z_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, ':$1')

function who(access: RouteAccess): string {
  if ('public' in access) return `**public** (${access.public})`
  if ('signedIn' in access) return `**signed in** (${access.signedIn})`
  if ('staff' in access) return `**staff** (${access.staff})`
  return `\`${access.permission}\`${access.changesNothing ? ` (changes nothing: ${access.changesNothing})` : ''}`
}

const scoped = (access: RouteAccess) => ('permission' in access && access.customers ? 'yes' : '')
const providers = (access: RouteAccess) => ('permission' in access && access.providers ? access.providers : '')
