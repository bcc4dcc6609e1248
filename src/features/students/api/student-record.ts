/** GET /students/{id}/record.pdf: the printable record, and the name to save it under if the server gives none. */
export const studentRecord = (id: number, sieNumber: string) => [`/students/${id}/record.pdf`, `expediente-${sieNumber}.pdf`] as const
