import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { showSnackbar } from '../../components/snackbar'
import { conflictCurrent } from './workflow-errors'

/** A change the server refused (409) with the document as it is now. */
export interface DocumentConflict<T> {
  message: string
  current: T
}

export interface DocumentChangeOptions<T> {
  /** The detail query whose data the answer replaces. */
  queryKey: QueryKey
  /** What every change makes stale (lists, histories), read again after it, refused or not. */
  stale: readonly QueryKey[]
  /** A refusal in words (the document's own codes, then the workflow's). */
  refusal: (error: unknown) => string
  /** Whether a 409's record is this document (a call on one of its parts may answer with the part). */
  isDocument?: (current: T) => boolean
}

export interface ChangeOptions {
  /** Words for a refusal that is not a conflict (`refusal` by default). */
  otherwise?: (error: unknown) => string
  /** What follows a change that went through (leaving the page of a deleted document). */
  then?: () => Promise<unknown>
}

export interface DocumentChange<T> {
  conflict: DocumentConflict<T> | null
  busy: boolean
  /**
   * Runs a change with the version the person saw: the answer (when the call returns the document)
   * becomes the one shown, a 409 with the document as it is now shows it beside the message (never
   * a silent retry), any other refusal is a snackbar.
   */
  change: (work: () => Promise<T | null>, done: string, options?: ChangeOptions) => Promise<void>
  /** "Usar la versión actual": the document as the server has it becomes the one shown. */
  takeCurrent: () => void
}

/**
 * The save-and-conflict of a workflow document's detail screen (bill, payment batch, contract,
 * visit log): one place that replaces the shown document, keeps a refused change's current
 * version, and invalidates what the change made stale, so screens do not.
 */
export function useDocumentChange<T>({ queryKey, stale, refusal, isDocument }: DocumentChangeOptions<T>): DocumentChange<T> {
  const queryClient = useQueryClient()
  const [conflict, setConflict] = useState<DocumentConflict<T> | null>(null)
  const [busy, setBusy] = useState(false)

  async function change(work: () => Promise<T | null>, done: string, { otherwise = refusal, then }: ChangeOptions = {}): Promise<void> {
    setBusy(true)
    let wentThrough = false
    try {
      const answer = await work()
      if (answer) queryClient.setQueryData(queryKey, answer)
      setConflict(null)
      showSnackbar(done, 'success')
      wentThrough = true
    } catch (error) {
      const now = conflictCurrent<T>(error)
      if (now && (!isDocument || isDocument(now))) setConflict({ message: refusal(error), current: now })
      else showSnackbar(otherwise(error), 'error')
    } finally {
      setBusy(false)
      await Promise.all(stale.map((key) => queryClient.invalidateQueries({ queryKey: key })))
    }
    if (wentThrough) await then?.()
  }

  function takeCurrent() {
    if (!conflict) return
    queryClient.setQueryData(queryKey, conflict.current)
    setConflict(null)
  }

  return { conflict, busy, change, takeCurrent }
}
