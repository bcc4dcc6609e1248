import { Box } from '@chakra-ui/react'
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import SignaturePad from 'signature_pad'

export interface SignatureCanvasHandle {
  clear: () => void
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  toPng: () => string | null
}

/** Used when the canvas has no layout size yet (or in a test's DOM). */
const FALLBACK_WIDTH = 600
const HEIGHT = 200
const PNG = 'image/png'

/**
 * A canvas to sign on with a finger, a stylus or the mouse (signature_pad 5). The bitmap is
 * sized to the element's width times the screen's pixel density, so strokes are sharp on a
 * tablet; a resize clears it (signature_pad cannot rescale strokes already drawn).
 */
export const SignatureCanvas = forwardRef<SignatureCanvasHandle, { label: string; onChange: (empty: boolean) => void }>(
  function SignatureCanvas({ label, onChange }, ref) {
    const canvasRef = useRef<HTMLCanvasElement>(null)
    const padRef = useRef<SignaturePad | null>(null)
    const onChangeRef = useRef(onChange)
    onChangeRef.current = onChange

    useEffect(() => {
      const canvas = canvasRef.current!
      const pad = new SignaturePad(canvas, { penColor: '#10223f', minWidth: 0.8, maxWidth: 2.6 })
      padRef.current = pad
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1)
        canvas.width = (canvas.offsetWidth || FALLBACK_WIDTH) * ratio
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
      <Box borderWidth="2px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="md" bg="white" maxW="3xl">
        <canvas ref={canvasRef} role="img" aria-label={label} style={{ display: 'block', width: '100%', height: `${HEIGHT}px`, touchAction: 'none' }} />
      </Box>
    )
  },
)
