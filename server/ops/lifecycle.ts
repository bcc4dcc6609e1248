import type { Database } from '../db/client'

/**
 * Where this process is in its life, as readiness reports it: `starting` until the server has
 * done its start-up work, `serving`, then `draining` from the stop signal on (ops/drain.ts). An
 * app built by a test is `serving` at once. One per database, like the job runner.
 */
export type Phase = 'starting' | 'serving' | 'draining'

export interface Lifecycle {
  phase: Phase
}

const lifecycles = new WeakMap<Database, Lifecycle>()

export function lifecycleOf(db: Database): Lifecycle {
  let lifecycle = lifecycles.get(db)
  if (!lifecycle) {
    lifecycle = { phase: 'serving' }
    lifecycles.set(db, lifecycle)
  }
  return lifecycle
}
