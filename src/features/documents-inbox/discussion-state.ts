import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DiscussionState } from '../../domain/plans/discussion'
import type { BadgeTone } from '../../components/status-badge'

/** A discussion's state in words, and how far it is from complete (docs/plans.md, "Discussion states"). */
export const DISCUSSION_STATE_LABELS: Record<DiscussionState, MessageDescriptor> = {
  draft: msg`Borrador`,
  achievements_submitted: msg`Logros enviados`,
  signature_requested: msg`Firma solicitada`,
  authorized_signed: msg`Firmado por la persona autorizada`,
  provider_signed: msg`Firmado por el proveedor`,
  supervisor_signed: msg`Completo`,
}

export const DISCUSSION_STATE_TONES: Record<DiscussionState, BadgeTone> = {
  draft: 'neutral',
  achievements_submitted: 'info',
  signature_requested: 'warning',
  authorized_signed: 'warning',
  provider_signed: 'warning',
  supervisor_signed: 'success',
}
