/** Same-origin /api by default; another deployment may point the app elsewhere at build time. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api'

export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`
}
