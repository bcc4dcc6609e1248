import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react'
import { LONG_PRESS_DELAY_MS } from '../../domain/constants'

/** How far a finger may drift (px) before the press counts as a scroll, not a press. */
const MOVE_TOLERANCE_PX = 10

/**
 * Long press (spec §2: 1,000 ms) on touch screens: holding a row opens its actions. Only touch
 * and pen start the timer (a mouse has the row's actions button); moving the finger, lifting it
 * or cancelling stops it. Spread the returned handlers on the row.
 */
export function useLongPress(onLongPress: () => void, delayMs = LONG_PRESS_DELAY_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const origin = useRef<{ x: number; y: number } | null>(null)
  const touching = useRef(false)
  const stopTimer = () => {
    clearTimeout(timer.current)
    timer.current = undefined
    origin.current = null
  }
  const release = () => {
    stopTimer()
    touching.current = false
  }
  useEffect(() => stopTimer, [])
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return
      stopTimer()
      touching.current = true
      origin.current = { x: event.clientX, y: event.clientY }
      timer.current = setTimeout(() => {
        stopTimer()
        onLongPress()
      }, delayMs)
    },
    onPointerMove: (event: PointerEvent) => {
      const start = origin.current
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX) stopTimer()
    },
    onPointerUp: release,
    onPointerCancel: release,
    onPointerLeave: release,
    // The browser's own long-press menu would cover the row's actions.
    onContextMenu: (event: MouseEvent) => {
      if (touching.current) event.preventDefault()
    },
  }
}
