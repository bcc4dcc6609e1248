import { lazy, Suspense } from 'react'

/** The snackbar of the main layout (spec §2): a message and a colour. */
export type SnackbarColor = 'success' | 'error' | 'info' | 'warning'

const loadHost = () => import('./snackbar-host')
const LazyHost = lazy(() => loadHost().then((module) => ({ default: module.SnackbarHost })))

export function showSnackbar(message: string, color: SnackbarColor = 'info', durationMs = 5000): void {
  void loadHost().then(({ toaster }) => toaster.create({ description: message, type: color, duration: durationMs, closable: true }))
}

/** Mount point of the snackbar; its code loads on first render (the layout mounts it when idle). */
export function Snackbar() {
  return (
    <Suspense fallback={null}>
      <LazyHost />
    </Suspense>
  )
}
