import { forwardRef, useEffect, useImperativeHandle, useRef, type CSSProperties } from 'react'
import SignaturePad from 'signature_pad'

/*
 * The one signature pad of the app's signature screen and the guest's service form. The guest
 * entry (guest.html) may import this file (eslint.config.js names it): it stays plain React and
 * signature_pad, no Chakra and nothing else of the kit, so the guest bundle stays small.
 */

export interface SignaturePadHandle {
  clear: () => void
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  toPng: () => string | null
}

export interface SignaturePadCanvasProps {
  height: number
  /** The bitmap's width when the canvas has no layout width yet (or in a test's DOM). */
  fallbackWidth: number
  onChange: (empty: boolean) => void
  label?: string
  labelledBy?: string
  style?: CSSProperties
}

const PNG = 'image/png'

/**
 * A canvas to sign on with a finger, a stylus or the mouse (signature_pad 5). The bitmap is the
 * canvas's width times the screen's pixel density, so strokes are sharp on a phone or a tablet. A
 * new width (turning the device) clears it, since signature_pad cannot rescale strokes already
 * drawn; a resize that keeps the width (a phone's address bar hiding while scrolling) does not.
 */
export const SignaturePadCanvas = forwardRef<SignaturePadHandle, SignaturePadCanvasProps>(function SignaturePadCanvas(
  { height, fallbackWidth, onChange, label, labelledBy, style },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const padRef = useRef<SignaturePad | null>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  useEffect(() => {
    const canvas = canvasRef.current!
    const pad = new SignaturePad(canvas, { penColor: '#10223f', minWidth: 0.8, maxWidth: 2.6 })
    padRef.current = pad
    let width = 0
    const fit = () => {
      if (canvas.offsetWidth === width && width !== 0) return
      width = canvas.offsetWidth || fallbackWidth
      const ratio = Math.max(window.devicePixelRatio || 1, 1)
      canvas.width = width * ratio
      canvas.height = height * ratio
      canvas.getContext('2d')?.scale(ratio, ratio)
      pad.clear()
      onChangeRef.current(true)
    }
    fit()
    const ended = () => onChangeRef.current(pad.isEmpty())
    pad.addEventListener('endStroke', ended)
    window.addEventListener('resize', fit)
    return () => {
      pad.removeEventListener('endStroke', ended)
      window.removeEventListener('resize', fit)
      pad.off()
      padRef.current = null
    }
  }, [height, fallbackWidth])

  useImperativeHandle(ref, () => ({
    clear: () => {
      padRef.current?.clear()
      onChangeRef.current(true)
    },
    toPng: () => (padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL(PNG) : null),
  }))

  return <canvas ref={canvasRef} role="img" aria-label={label} aria-labelledby={labelledBy} style={{ height: `${height}px`, ...style }} />
})
