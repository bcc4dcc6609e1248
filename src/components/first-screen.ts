import { useEffect } from 'react'
import { createStore, useStore } from './store'

/**
 * Whether the first screen has drawn its content. Screens mark it (the Page frame does so for
 * every page); the layout waits for it before loading what can wait (menu, snackbar), so that
 * deferred code never competes with the screen the person is waiting for.
 */
const drawn = createStore(false)

export const FIRST_SCREEN_MARK = 'first-screen-drawn'

export function useMarkFirstScreenDrawn(): void {
  useEffect(() => {
    if (drawn.get()) return
    // A performance mark too: field monitoring and the benchmark (npm run bench) read it.
    performance.mark(FIRST_SCREEN_MARK)
    drawn.set(true)
  }, [])
}

export function useFirstScreenDrawn(): boolean {
  return useStore(drawn)
}

/** Calls `callback` once the first screen has drawn (at once if it already has). */
export function afterFirstScreen(callback: () => void): void {
  if (drawn.get()) return callback()
  const unsubscribe = drawn.subscribe(() => {
    unsubscribe()
    callback()
  })
}
