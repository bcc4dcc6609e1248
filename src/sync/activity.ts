/** Whether a sync runs in this tab now ("Sincronizando…"); other tabs show their own. */
let running = false
const listeners = new Set<() => void>()

export const syncActivity = {
  isRunning: () => running,
  set(value: boolean) {
    running = value
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
