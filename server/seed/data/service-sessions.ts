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
