import * as v from 'valibot'
import { IdText } from '../schemas/common'

/**
 * A user's signature (spec §7 "user-signatures"): the image drawn with signature_pad, sent as a
 * base64 data URL — PNG (the canvas) or SVG (signature_pad's `toSVG`). The server checks the
 * bytes themselves too; this schema only bounds the text.
 */

export const SIGNATURE_TYPES = ['image/png', 'image/svg+xml'] as const
export type SignatureContentType = (typeof SIGNATURE_TYPES)[number]

/** A drawn signature is a few tens of KB; this bound (of the decoded image) leaves room for a large canvas. */
export const SIGNATURE_MAX_BYTES = 150 * 1024
/** The data URL of an image of SIGNATURE_MAX_BYTES: base64 takes 4 characters per 3 bytes. */
export const SIGNATURE_MAX_DATA_URL = Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 40

const DATA_URL = /^data:(image\/png|image\/svg\+xml);base64,([A-Za-z0-9+/]+={0,2})$/

export const SignatureInput = v.strictObject({
  image: v.pipe(
    v.string('required'),
    v.nonEmpty('required'),
    v.maxLength(SIGNATURE_MAX_DATA_URL, 'too_large'),
    v.regex(DATA_URL, 'invalid_signature_image'),
  ),
})
export type SignatureInput = v.InferOutput<typeof SignatureInput>

/** The content type and base64 text of a data URL that passed `SignatureInput`. */
export function splitDataUrl(dataUrl: string): { contentType: SignatureContentType; base64: string } | null {
  const match = DATA_URL.exec(dataUrl)
  return match ? { contentType: match[1] as SignatureContentType, base64: match[2]! } : null
}

/** GET /user-signatures/?user_id=: whose (the caller's own when absent). */
export const SignatureQuery = v.strictObject({ user_id: v.optional(IdText) })

export interface SignatureSummary {
  id: number
  content_type: SignatureContentType
  sha256: string
  created_at: string
}

export interface CurrentSignature extends SignatureSummary {
  /** The image as a data URL, ready for an <img>. */
  image: string
}

/** The answer of GET and POST /user-signatures: the current signature and the earlier ones (no images). */
export interface UserSignatures {
  user_id: number
  current: CurrentSignature | null
  history: SignatureSummary[]
}
