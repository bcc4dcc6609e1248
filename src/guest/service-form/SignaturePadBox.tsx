import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import SignaturePad from 'signature_pad'

export interface SignaturePadHandle {
  clear: () => void
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  toPng: () => string | null
}

const HEIGHT = 180
const PNG = 'image/png'

/**
 * The box a guest signs in with her finger (signature_pad, as the app's SignatureCanvas, without
 * the app's kit): the bitmap is the box's width times the screen's pixel density, so the strokes
 * are sharp on a phone; turning the phone (a resize) clears it, since strokes cannot be rescaled.
 */
export const SignaturePadBox = forwardRef<SignaturePadHandle, { labelledBy: string; onChange: (empty: boolean) => void }>(function SignaturePadBox({ labelledBy, onChange }, ref) {
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
      // Phones fire resize when the address bar hides while scrolling: only a new width clears.
      if (canvas.offsetWidth === width && width !== 0) return
      width = canvas.offsetWidth || 360
      const ratio = Math.max(window.devicePixelRatio || 1, 1)
      canvas.width = width * ratio
      canvas.height = HEIGHT * ratio
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
  }, [])

  useImperativeHandle(ref, () => ({
    clear: () => {
      padRef.current?.clear()
      onChangeRef.current(true)
    },
    toPng: () => (padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL(PNG) : null),
  }))

  return (
    <div className="pad">
      <canvas ref={canvasRef} role="img" aria-labelledby={labelledBy} style={{ height: `${HEIGHT}px` }} />
    </div>
  )
})
