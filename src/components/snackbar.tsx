import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

/** The snackbar of the main layout (spec §2): a message and a colour. */
export type SnackbarColor = 'success' | 'error' | 'info' | 'warning'

const loadHost = () => import('./snackbar-host')
// Its code may not be fetchable (a fresh device offline before the service worker cached it): the
// layout must not fail for that — it once sent the login screen to the browser's offline page.
const LazyHost = lazy(() =>
  loadHost()
    .then((module) => ({ default: module.SnackbarHost as ComponentType }))
    .catch(() => ({ default: HostOnceOnline })),
)

/**
 * One message at a time, as the spec's snackbar: a new one replaces what is showing (two stacked
 * messages covered the table under them). `id` names a message that something else may take back
 * (dismissSnackbar) once it stops being true, e.g. "offline" after the signal returns.
 */
export function showSnackbar(message: string, color: SnackbarColor = 'info', durationMs = 5000, id?: string): void {
  void loadHost()
    .then(({ toaster }) => {
      toaster.dismiss()
      toaster.create({ ...(id ? { id } : {}), description: message, type: color, duration: durationMs, closable: true })
    })
    .catch((error: unknown) => console.warn('Snackbar not available offline yet', error))
}

/** Takes back the message shown with this id, if it is still there. */
export function dismissSnackbar(id: string): void {
  void loadHost()
    .then(({ toaster }) => toaster.dismiss(id))
    .catch(() => undefined)
}

/** Loads the host when the connection returns, and draws nothing until then. */
function HostOnceOnline() {
  const [Host, setHost] = useState<ComponentType | null>(null)
  useEffect(() => {
    const retry = () => void loadHost().then((module) => setHost(() => module.SnackbarHost), () => undefined)
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [])
  return Host ? <Host /> : null
}

/** Mount point of the snackbar; its code loads on first render (the layout mounts it when idle). */
export function Snackbar() {
  return (
    <Suspense fallback={null}>
      <LazyHost />
    </Suspense>
  )
}
