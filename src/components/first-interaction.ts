const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Calls `callback` once, at the person's first touch, key or focus on the page — for work the page
 * needs only once someone uses it, kept out of its load. Returns a function that stops waiting.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const stop = () => {
    for (const event of FIRST_INTERACTIONS) window.removeEventListener(event, start, true)
  }
  const start = () => {
    stop()
    callback()
  }
  for (const event of FIRST_INTERACTIONS) window.addEventListener(event, start, { capture: true, passive: true })
  return stop
}
