/**
 * The /downloads route's search: `path` of the open folder, "" (Recursos) when absent or not text.
 * On its own (not beside the page) because the route's search validator loads with the app's start,
 * while the file manager itself loads only when the route opens.
 */
export function downloadsSearch(search: Record<string, unknown>): { path?: string } {
  return typeof search.path === 'string' && search.path !== '' ? { path: search.path } : {}
}
