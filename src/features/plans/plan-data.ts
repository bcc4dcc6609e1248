import { useEffect, useRef } from 'react'
import type { PlanTab } from '../../domain/plans/status'
import { refreshPlanReplica } from '../../sync/active-students'
import { useSession } from '../../kit/session/use-session'
import { useLivePlan, usePlansOfReferral, type LivePlan } from '../plans-offline/queries'
import { usePlan, usePlanList } from './api/plans-api'
import type { PlanDetail } from './api/types'
import type { PlanViewer } from './DiscussionCard'
import type { PlanSource } from './plan-source'

/**
 * The one place that chooses where the plan screens read (issue 13 item 4), by who is viewing:
 * the provider's own plans that are on her device (current and next year, not archived) are read
 * from it — and the editor writes them through it (PlanSource) — so they work offline; staff,
 * supervisors and her archived plans are read online.
 */

export interface EditorPlan {
  data: PlanDetail | undefined
  error: unknown
  source: PlanSource
  /** The device's plan (her unsent changes applied, their states, what needs her); null online. */
  live: LivePlan | null
}

export function useEditorPlan(planId: number, viewer: PlanViewer): EditorPlan {
  const session = useSession()
  const fromDevice = viewer === 'provider'
  const live = useLivePlan(fromDevice ? planId : undefined)
  // Online only when the device does not hold the plan (undefined = still reading the device: wait).
  const readOnline = !fromDevice || live === null
  const online = usePlan(planId, readOnline)
  useRefreshWhenSent(live?.pending ?? 0, session?.user.provider_id ?? null)
  if (fromDevice && live && session) {
    return {
      // The device's copy is the server's answer with her unsent changes applied; rows she wrote
      // offline have no number nor version yet, which the editor's types allow.
      data: live.plan as unknown as PlanDetail,
      error: null,
      live,
      source: { kind: 'device', planId, user: session.user, stateOf: live.stateOf },
    }
  }
  return { data: readOnline ? online.data : undefined, error: readOnline ? online.error : null, live: null, source: { kind: 'online' } }
}

/** A plan as the referral's list shows it. */
export interface PlanListRow {
  id: number
  academic_year_name: string
  status_id: number
  /** Absent for a plan read from the device (its copy does not carry it). */
  updated_at?: string
}

/** The referral's plans in a tab: the provider's draft / current / next from her device, the rest online. */
export function useReferralPlans(referralId: number, tab: PlanTab, viewer: PlanViewer): { rows: PlanListRow[] | undefined; error: unknown } {
  const fromDevice = viewer === 'provider' && tab !== 'archived'
  const device = usePlansOfReferral(fromDevice ? referralId : -1, tab)
  const online = usePlanList(referralId, tab, !fromDevice)
  if (fromDevice) return { rows: device, error: null }
  return { rows: online.data?.items, error: online.error }
}

/**
 * Once the last of her changes to the open plan has reached the server, fetch her plans again:
 * an acknowledgement brings back the changed row only, while the server may also have voided
 * signatures and moved a discussion back (a signed objective edited) — the editor shows that now
 * rather than at the next refresh of the active students.
 */
function useRefreshWhenSent(pending: number, providerId: number | null) {
  const before = useRef(pending)
  useEffect(() => {
    const sentAll = before.current > 0 && pending === 0
    before.current = pending
    if (sentAll && providerId !== null) void refreshPlanReplica(providerId)
  }, [pending, providerId])
}
