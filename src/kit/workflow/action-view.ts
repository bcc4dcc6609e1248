/** How the screen shows one action of a flow: its words, and what it asks before running. */
export interface ActionView {
  code: string
  label: string
  /** Cannot be undone: asks "Advertencia / Esta acción no se puede revertir…" first. */
  destructive?: boolean
  /**
   * What the "Advertencia" says instead of "cannot be undone", for an action that another action
   * reverses (closing a period, which "Abrir de nuevo" undoes): a false warning teaches people to
   * ignore the true ones.
   */
  warning?: string
  /** Asks for a comment first (the flow's table: required or optional); absent: none asked. */
  comment?: 'required' | 'optional'
}
