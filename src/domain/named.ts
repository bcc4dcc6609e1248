/** The shape of most reference-list items: an id and a display name. */
export interface NamedItem {
  id: number
  name: string
}
