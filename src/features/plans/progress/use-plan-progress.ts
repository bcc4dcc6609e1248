import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../db/database'
import { MEASUREMENT_KINDS, type MeasurementKind } from '../../../domain/plans/objective-data'
import { progressOnDevice, type DevicePlan, type PlanProgress } from '../../../domain/plans/progress'
import { useReferenceList } from '../../../kit/lookups/use-reference-list'
import { useBrowserOnline } from '../../../kit/offline/use-sync-overview'
import { usePlanProgressQuery } from '../api/progress-api'
import { useProgressLevels } from '../../plans-offline/queries'
import type { PlanSource } from '../plan-source'

/**
 * Where the plan's progress is read: the server's answer whenever there is a connection (the
 * office, and the provider online); the provider's device builds it offline from her own
 * sessions and the plan's copy (`progressOnDevice`, the server's rule on the points she holds) —
 * also when the server cannot be reached. `from` says which, for the screen to say so.
 */
export interface PlanProgressRead {
  data: PlanProgress | undefined
  from: 'server' | 'device'
  error: unknown
}

const isKind = (value: unknown): value is MeasurementKind => (MEASUREMENT_KINDS as readonly unknown[]).includes(value)

export function usePlanProgress(plan: DevicePlan, source: PlanSource): PlanProgressRead {
  const online = useBrowserOnline()
  const onDevice = source.kind === 'device'
  const server = usePlanProgressQuery(plan.id, !onDevice || online)
  const useDevice = onDevice && (!online || server.isError)
  const device = useDeviceProgress(useDevice ? plan : null, source.kind === 'device' ? source.user.provider_id : null)
  if (useDevice) return { data: device, from: 'device', error: null }
  return { data: server.data, from: 'server', error: server.error }
}

function useDeviceProgress(plan: DevicePlan | null, providerId: number | null): PlanProgress | undefined {
  const types = useReferenceList('measurementTypes')
  const levels = useProgressLevels()
  const sessions = useLiveQuery(
    async () => (plan === null || providerId === null ? [] : db.serviceSessions.filter((session) => session.provider_id === providerId).toArray()),
    [plan === null, providerId],
  )
  if (plan === null || !types || !levels || !sessions) return undefined
  // The measurement types' answer carries each one's kind (docs/plans.md); a list kept from
  // before it did leaves the kind unknown and that objective out.
  const kinds = new Map(types.map((type) => [type.id, (type as { kind?: unknown }).kind]))
  return progressOnDevice({
    plan,
    sessions,
    kindOf: (id) => {
      const kind = kinds.get(id)
      return isKind(kind) ? kind : null
    },
    levelIds: levels.map((level) => level.id),
  })
}
