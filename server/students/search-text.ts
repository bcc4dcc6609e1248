/**
 * What GET /students matches `q` against: names and SIE number, lower-case and without accents,
 * so "munoz" finds "Muñoz". Written with every change of a student (and by migration 0002 for
 * existing rows, with the same folding).
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

export function studentSearchText(student: { first_name: string; last_name: string; second_last_name: string | null; sie_number: string }): string {
  return foldText([student.first_name, student.last_name, student.second_last_name, student.sie_number].filter(Boolean).join(' '))
}
