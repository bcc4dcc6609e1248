/** The shape of most lists the API answers: an id and a display name. */
export interface NamedItem {
  id: number
  name: string
}
