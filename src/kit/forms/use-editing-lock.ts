import { useEffect } from 'react'
import { holdEditing } from '../../sync/update-gate'

/**
 * While `dirty`, this form holds unsaved changes: a new version of the app does not take over
 * (and this page does not reload into it) until they are saved or discarded.
 */
export function useEditingLock(dirty: boolean): void {
  useEffect(() => (dirty ? holdEditing() : undefined), [dirty])
}
