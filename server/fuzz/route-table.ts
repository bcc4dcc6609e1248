/**
 * The API's routes as the running app registered them (Hono's route table), so the fuzz test
 * covers every endpoint without anyone listing it. Middleware (`use`, method ALL) and the
 * catch-all are left out.
 */
export interface ApiRoute {
  method: string
  /** As registered, e.g. /api/service-sessions/:id{[0-9a-fA-F]{8}-…} */
  path: string
  /** Without parameter patterns, e.g. /api/service-sessions/:id — the key of ownership.ts. */
  pattern: string
  params: RouteParam[]
}

export interface RouteParam {
  name: string
  kind: 'uuid' | 'month' | 'number' | 'text'
}

// ":name" with an optional {pattern}, whose own braces ({8}) nest one level.
const PARAM = /:([A-Za-z_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g

function kindOf(pattern: string | undefined, name: string): RouteParam['kind'] {
  if (pattern?.includes('a-fA-F')) return 'uuid'
  if (pattern?.includes('{4}-')) return 'month'
  if (pattern?.includes('0-9') || /(^id|_id|Id)$/.test(name)) return 'number'
  return 'text'
}

/** Any Hono app, whatever its environment type: only its route table is read. */
interface RouteTable {
  routes: ReadonlyArray<{ method: string; path: string }>
}

export function apiRoutes(app: RouteTable): ApiRoute[] {
  const seen = new Map<string, ApiRoute>()
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || path.endsWith('*')) continue
    const key = `${method} ${path}`
    if (seen.has(key)) continue
    const params = [...path.matchAll(PARAM)].map((match) => ({ name: match[1]!, kind: kindOf(match[2], match[1]!) }))
    seen.set(key, { method, path, pattern: path.replace(PARAM, ':$1'), params })
  }
  return [...seen.values()]
}

/** The route's path with each parameter replaced by `values[name]`. */
export function fillPath(route: ApiRoute, values: Record<string, string>): string {
  return route.path.replace(PARAM, (_whole, name: string) => encodeURIComponent(values[name] ?? ''))
}
