/** Lookups of the session form (spec §3 "Session") and the demo providers' recent history. */

export const sessionTypes = ['Terapia individual', 'Terapia grupal', 'Telepráctica', 'Evaluación', 'Consulta con maestro']

/**
 * Session outcomes, each with the visit outcomes that fit it. `delivered`: the service was
 * given. `absence`: the student missed it, a visit to be made up (visits/unreplaced).
 */
export const sessionOutcomes = [
  {
    name: 'Sesión ofrecida',
    delivered: true,
    visitOutcomes: [
      { name: 'Asistió', absence: false },
      { name: 'Llegó tarde', absence: false },
      // In a group session one student may be absent while the others are served.
      { name: 'Ausente', absence: true },
    ],
  },
  {
    name: 'Estudiante ausente',
    delivered: false,
    visitOutcomes: [
      { name: 'Ausencia justificada', absence: true },
      { name: 'Ausencia no justificada', absence: true },
    ],
  },
  { name: 'Proveedor ausente', delivered: false, visitOutcomes: [{ name: 'No ofrecida por ausencia del proveedor', absence: true }] },
  { name: 'Escuela cerrada', delivered: false, visitOutcomes: [{ name: 'No ofrecida por cierre de la escuela', absence: true }] },
  { name: 'Actividad escolar', delivered: false, visitOutcomes: [{ name: 'No ofrecida por actividad escolar', absence: true }] },
  { name: 'Cancelada por el encargado', delivered: false, visitOutcomes: [{ name: 'Cancelada por el encargado', absence: true }] },
]

export const durationMinutes = [30, 45, 60, 90, 120]

/** The demo providers with a history of sessions (their accounts sign in). */
export const providersWithHistory = ['terapeuta@example.com', 'terapeuta2@example.com']

/** Weeks of weekday sessions before the seed day. */
export const HISTORY_DAYS = 42

/** Notes of a session that was given: what was worked on. */
export const sessionNotes = [
  '',
  '',
  '',
  'Trabajó sonidos /r/ y /rr/ en palabras y oraciones.',
  'Buena participación; se reforzó el seguimiento de instrucciones de dos pasos.',
  'Se practicaron destrezas de motor fino con tijeras y trazos.',
  'Se coordinó con la maestra el uso de apoyos visuales en el salón.',
  'Mostró cansancio; se acortaron las actividades de mesa.',
  'Se trabajó vocabulario del tema de la semana con láminas.',
]

/**
 * Notes of a session that was not given: why, never what was worked on (nothing was). A
 * "Proveedor ausente" describing activities would contradict itself (issue 9).
 */
export const notGivenNotes: Record<string, string[]> = {
  'Estudiante ausente': ['', 'El estudiante no asistió a la escuela hoy.', 'Se notificó al encargado la ausencia.'],
  'Proveedor ausente': ['', 'La terapeuta estuvo enferma; se coordinará la reposición.', 'Ausencia por adiestramiento; se notificó a la escuela.'],
  'Escuela cerrada': ['', 'Escuela cerrada por avería eléctrica.', 'Escuela cerrada por falta de agua.'],
  'Actividad escolar': ['', 'Día de actividades de la semana de la educación especial.', 'Feria científica en la escuela.'],
  'Cancelada por el encargado': ['', 'El encargado canceló por una cita médica del estudiante.'],
}

/** Added the next day to some given sessions (the audit then shows an update). */
export const completedNextDayNote = 'Nota completada al día siguiente: se enviaron actividades para el hogar.'

/** The notes a seeded session may carry, by its outcome: activities only where the service was given. */
export function notesFor(outcome: { name: string; delivered: boolean }): readonly string[] {
  if (outcome.delivered) return sessionNotes
  const notes = notGivenNotes[outcome.name]
  if (!notes) throw new Error(`Seed data has no notes for the outcome ${outcome.name}`)
  return notes
}
