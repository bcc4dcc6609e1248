import { forwardRef } from 'react'
import { SignaturePadCanvas, type SignaturePadHandle } from '../../kit/signature/signature-pad'

export type { SignaturePadHandle }

/** The box a guest signs in with her finger: the app's own pad (kit/signature) in guest.css's frame. */
export const SignaturePadBox = forwardRef<SignaturePadHandle, { labelledBy: string; onChange: (empty: boolean) => void }>(function SignaturePadBox(
  { labelledBy, onChange },
  ref,
) {
  return (
    <div className="pad">
      <SignaturePadCanvas ref={ref} height={180} fallbackWidth={360} labelledBy={labelledBy} onChange={onChange} />
    </div>
  )
})
