/**
 * What the caller reaches on a route, set by `access` (access.ts) for the handler. Its own module
 * because the app's context type (app-env.ts) carries it and access.ts reads that context.
 */
export interface Reach {
  userId: number
  /** The caller's provider record (null: office staff). */
  providerId: number | null
  /** Customers whose records the caller reaches with the route's permission ('all': no limit). */
  customers: 'all' | number[]
  /** Providers whose records the caller reaches ('all' for staff). */
  providers: 'all' | number[]
}
