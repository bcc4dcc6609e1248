import { useEffect, useState } from 'react'
import type { ServiceSession } from '../../../domain/service-sessions/types'
import { apiJson } from '../../../sync/api-client'
import type { ServerMonth } from './month-groups'

/** What the server answered, or that it could not be asked (offline, signed out, refused). */
export type ServerAnswer<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'unavailable'; error: unknown }

/**
 * Asks the server once when the screen opens (and when `path` changes). The history is drawn
 * from the device first; the server only adds older months and sessions the device no longer
 * keeps, so an answer that never comes hides nothing that is on the device.
 */
function useServerAnswer<T>(path: string | null): ServerAnswer<T> {
  const [answer, setAnswer] = useState<{ path: string | null; answer: ServerAnswer<T> }>({ path, answer: { state: 'loading' } })
  useEffect(() => {
    if (path === null) return
    let current = true
    apiJson<T>(path).then(
      (value) => current && setAnswer({ path, answer: { state: 'ready', value } }),
      (error: unknown) => current && setAnswer({ path, answer: { state: 'unavailable', error } }),
    )
    return () => {
      current = false
    }
  }, [path])
  return answer.path === path ? answer.answer : { state: 'loading' }
}

export function useServerMonths(providerId: number): ServerAnswer<ServerMonth[]> {
  return useServerAnswer<ServerMonth[]>(`/service-sessions/providers/${providerId}/months`)
}

export function useServerMonth(providerId: number, monthId: string | null): ServerAnswer<{ days: Array<{ date: string; sessions: ServiceSession[] }> }> {
  return useServerAnswer(monthId === null ? null : `/service-sessions/providers/${providerId}/months/${monthId}`)
}
