/** How the screen shows one action of a flow: its words, and what it asks before running. */
export interface ActionView {
  code: string
  label: string
  /** Cannot be undone: asks "Advertencia / Esta acción no se puede revertir…" first. */
  destructive?: boolean
  /** Asks for a comment first (the flow's table: required or optional); absent: none asked. */
  comment?: 'required' | 'optional'
}
