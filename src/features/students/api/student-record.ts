import { listQueryString } from '../../../kit/office/list-search'

/** GET /students/{id}/record.pdf: the printable record, and the name to save it under if the server gives none. */
export const studentRecord = (id: number, sieNumber: string) => [`/students/${id}/record.pdf`, `expediente-${sieNumber}.pdf`] as const

/** GET /students/records.pdf: the records of the list's page as it is shown (same search, filters, sort, page). */
export const studentRecordsOfPage = (search: object, page: number) => [`/students/records.pdf${listQueryString(search)}`, `expedientes-pagina-${page}.pdf`] as const
