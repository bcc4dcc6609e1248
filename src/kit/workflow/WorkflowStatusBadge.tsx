import { StatusBadge, type BadgeTone } from '../../components/status-badge'

/**
 * A document's status as the server names it (spec §4: the lists come from the server), in the
 * tone the document type gives its status code; an unknown code is neutral.
 */
export function WorkflowStatusBadge({ status, name, tones }: { status: string; name: string; tones: Record<string, BadgeTone> }) {
  return <StatusBadge tone={tones[status] ?? 'neutral'}>{name}</StatusBadge>
}
