import type { ReactNode } from 'react'
import type { DevicePlan } from '../../../domain/plans/progress'
import type { PlanSource } from '../plan-source'
import { PlanProgressProvider } from './progress-context'
import { usePlanProgress } from './use-plan-progress'

/** Reads the open plan's progress once (server or device, as `source` allows) for the parts inside. */
export function PlanProgressScope({ plan, source, children }: { plan: DevicePlan; source: PlanSource; children: ReactNode }) {
  const progress = usePlanProgress(plan, source)
  return <PlanProgressProvider progress={progress}>{children}</PlanProgressProvider>
}
