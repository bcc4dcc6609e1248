import { createContext, useContext, type ReactNode } from 'react'
import type { SyncState } from '../../db/outbox-types'
import type { CurrentUser } from '../../domain/schemas/auth'

/**
 * Where the plan editor reads and writes, chosen ONCE by who is viewing (issue 13 item 4): the
 * provider's own plans that are on her device go through the device (Dexie copy + outbox, so they
 * work offline); everyone else, and a plan not on the device (archived), goes online. The editor's
 * parts ask this context instead of testing the viewer themselves.
 */
export type PlanSource =
  | { kind: 'online' }
  | {
      kind: 'device'
      planId: number
      user: Pick<CurrentUser, 'id' | 'provider_id'>
      /** The sync state of one row's changes (`planEntityIds` names the row). */
      stateOf: (entityId: string) => SyncState
    }

const ONLINE: PlanSource = { kind: 'online' }
const PlanSourceContext = createContext<PlanSource>(ONLINE)

export function PlanSourceProvider({ source, children }: { source: PlanSource; children: ReactNode }) {
  return <PlanSourceContext.Provider value={source}>{children}</PlanSourceContext.Provider>
}

export const usePlanSource = (): PlanSource => useContext(PlanSourceContext)
