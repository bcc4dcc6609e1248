import { createContext, useContext, type ReactNode } from 'react'
import type { PlanProgressRead } from './use-plan-progress'

/**
 * The open plan's progress, read once by the editor (usePlanProgress) and shared with its parts:
 * the progress section draws it, each achievement shows its period's suggestion from it.
 */
const ProgressContext = createContext<PlanProgressRead | null>(null)

export function PlanProgressProvider({ progress, children }: { progress: PlanProgressRead; children: ReactNode }) {
  return <ProgressContext.Provider value={progress}>{children}</ProgressContext.Provider>
}

/** The open plan's progress; null outside the editor (nothing to suggest). */
export const usePlanProgressContext = (): PlanProgressRead | null => useContext(ProgressContext)
