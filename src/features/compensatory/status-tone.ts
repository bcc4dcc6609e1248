import type { BadgeTone } from '../../components/status-badge'

/** A request's status as a badge colour (the words come from the server's status name). */
export function statusTone(code: string): BadgeTone {
  switch (code) {
    case 'completed':
      return 'success'
    case 'rejected':
      return 'danger'
    case 'in_review':
      return 'warning'
    case 'cancelled':
      return 'neutral'
    default:
      return 'info'
  }
}
