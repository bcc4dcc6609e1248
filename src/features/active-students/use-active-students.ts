import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useRef, useState } from 'react'
import { activeStudentsOwner } from '../../domain/service-sessions/active-students-cache'
import { db, type ActiveStudentRecord } from '../../db/database'
import { loadActiveStudents, type ActiveStudentsMode } from '../../sync/active-students'
import { NetworkError } from '../../sync/api-errors'

export interface ActiveStudentsState {
  /** The stored list (`undefined` while it is read). */
  students: ActiveStudentRecord[] | undefined
  /** When the stored list was fetched (epoch ms), or null if never. */
  fetchedAt: number | null
  loading: boolean
  /** Why the last fetch did not happen: no network, or another error (kept for the message). */
  problem: { kind: 'offline' } | { kind: 'error'; error: unknown } | null
  /** "Actualizar": fetch now, whatever the cache's age. */
  refresh: () => void
}

/**
 * The students of a view, always drawn from the device. On open they are fetched only when the
 * cache rule (spec §4) says so; offline, the stored list stays and the screen says how old it is.
 */
export function useActiveStudents(mode: ActiveStudentsMode, id: number): ActiveStudentsState {
  const owner = activeStudentsOwner(mode, id)
  const students = useLiveQuery(() => db.activeStudents.where('owner').equals(owner).toArray(), [owner])
  const fetchedAt = useLiveQuery(async () => (await db.caches.get(owner))?.fetchedAt ?? null, [owner])
  const [status, setStatus] = useState<Pick<ActiveStudentsState, 'loading' | 'problem'>>({ loading: true, problem: null })
  // A load may end after the screen (or a test's whole window) is gone: its answer is then dropped.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const load = useCallback(
    async (useCache: boolean) => {
      setStatus((previous) => ({ ...previous, loading: true }))
      try {
        await loadActiveStudents(mode, id, { useCache })
        if (mounted.current) setStatus({ loading: false, problem: null })
      } catch (error) {
        if (!mounted.current) return
        const offline = error instanceof NetworkError || navigator.onLine === false
        setStatus({ loading: false, problem: offline ? { kind: 'offline' } : { kind: 'error', error } })
      }
    },
    [mode, id],
  )

  useEffect(() => {
    // Fetching from the server on open is this hook's job, and "loading" must show at once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(true)
  }, [load])

  return { students, fetchedAt: fetchedAt ?? null, ...status, refresh: () => void load(false) }
}
