import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef } from 'react'
import type { FieldValues, UseFormWatch } from 'react-hook-form'
import { showSnackbar } from '../../../components/snackbar'
import { describeError } from '../../../kit/errors/describe-error'
import { saveDraft } from '../drafts'

export const DRAFT_DELAY_MS = 500

/**
 * Keeps what the person types on the device, half a second after they stop (and at once when
 * the form closes), so a reload or a dead battery does not lose a half-written session. `stop()`
 * pauses it before saving or discarding, so a late autosave cannot bring a draft back; `resume()`
 * after a save that failed.
 */
export function useDraftAutosave<TValues extends FieldValues>(watch: UseFormWatch<TValues>, key: string): { stop: () => void; resume: () => void } {
  const { i18n } = useLingui()
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; values: unknown } | null>(null)
  const stopped = useRef(false)

  const write = useCallback(
    (values: unknown) => {
      saveDraft(key, values).catch((error: unknown) => showSnackbar(describeError(i18n, error), 'error'))
    },
    [i18n, key],
  )

  useEffect(() => {
    const subscription = watch((values) => {
      if (stopped.current) return
      if (pending.current) clearTimeout(pending.current.timer)
      const snapshot = structuredClone(values)
      pending.current = {
        values: snapshot,
        timer: setTimeout(() => {
          pending.current = null
          if (!stopped.current) write(snapshot)
        }, DRAFT_DELAY_MS),
      }
    })
    return () => {
      subscription.unsubscribe()
      // Closing the form (or the screen) keeps the last keystrokes too.
      const last = pending.current
      if (last && !stopped.current) {
        clearTimeout(last.timer)
        write(last.values)
      }
      pending.current = null
    }
  }, [watch, write])

  const stop = useCallback(() => {
    stopped.current = true
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = null
  }, [])
  const resume = useCallback(() => {
    stopped.current = false
  }, [])
  return { stop, resume }
}
