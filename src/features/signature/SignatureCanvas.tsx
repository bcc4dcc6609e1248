import { Box } from '@chakra-ui/react'
import { forwardRef } from 'react'
import { SignaturePadCanvas, type SignaturePadHandle } from '../../kit/signature/signature-pad'

export type SignatureCanvasHandle = SignaturePadHandle

const CANVAS_STYLE = { display: 'block', width: '100%', touchAction: 'none' } as const

/** The provider's signature box: the shared pad (kit/signature) in the app's dashed frame. */
export const SignatureCanvas = forwardRef<SignatureCanvasHandle, { label: string; onChange: (empty: boolean) => void }>(function SignatureCanvas(
  { label, onChange },
  ref,
) {
  return (
    <Box borderWidth="2px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="md" bg="white" maxW="3xl">
      <SignaturePadCanvas ref={ref} height={200} fallbackWidth={600} label={label} onChange={onChange} style={CANVAS_STYLE} />
    </Box>
  )
})
