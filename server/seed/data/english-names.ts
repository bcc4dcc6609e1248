/**
 * English names of the seeded reference lists (the `name_en` columns), by their Spanish name. One
 * table for every list: a word means the same wherever it appears ("Telepráctica" is a location
 * type, a session type and a specialty feature). The seed fails on a Spanish name missing here
 * (englishName), so a list added in Spanish cannot quietly stay Spanish in en-US.
 */
export const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  // Genders
  Femenino: 'Female',
  Masculino: 'Male',
  // Impediments (IDEA categories as the U.S. Department of Education words them)
  Autismo: 'Autism',
  'Disturbios emocionales': 'Emotional disturbance',
  'Problemas específicos de aprendizaje': 'Specific learning disability',
  'Impedimentos del habla o lenguaje': 'Speech or language impairment',
  'Otros impedimentos de salud': 'Other health impairment',
  'Discapacidad intelectual': 'Intellectual disability',
  'Impedimentos múltiples': 'Multiple disabilities',
  'Problemas de audición': 'Hearing impairment',
  Sordera: 'Deafness',
  'Sordo-ceguera': 'Deaf-blindness',
  'Problemas de visión': 'Visual impairment',
  'Impedimentos ortopédicos': 'Orthopedic impairment',
  'Daño cerebral por trauma': 'Traumatic brain injury',
  'Retraso en el desarrollo': 'Developmental delay',
  // Location types
  Escuela: 'School',
  'Centro de terapias': 'Therapy center',
  Hogar: 'Home',
  Telepráctica: 'Telepractice',
  'Oficina regional': 'Regional office',
  // Contact methods
  Teléfono: 'Phone',
  'Correo electrónico': 'Email',
  'Mensaje de texto': 'Text message',
  'Visita presencial': 'In-person visit',
  Carta: 'Letter',
  // Days of the week
  Lunes: 'Monday',
  Martes: 'Tuesday',
  Miércoles: 'Wednesday',
  Jueves: 'Thursday',
  Viernes: 'Friday',
  Sábado: 'Saturday',
  Domingo: 'Sunday',
  // Referral event types
  'Cita de evaluación': 'Evaluation appointment',
  'Cita de terapia': 'Therapy appointment',
  'Reunión de COMPU': 'COMPU meeting',
  'Llamada de seguimiento': 'Follow-up call',
  'Entrega de informe': 'Report delivery',
  'Visita a la escuela': 'School visit',
  // Measurement types
  'Porcentaje de ejecución': 'Performance percentage',
  Frecuencia: 'Frequency',
  Duración: 'Duration',
  'Nivel de ayuda': 'Level of assistance',
  'Escala de ejecución': 'Performance scale',
  // Progress levels
  'No iniciado': 'Not started',
  'Progreso mínimo': 'Minimal progress',
  'Progreso moderado': 'Moderate progress',
  'Progreso significativo': 'Significant progress',
  Logrado: 'Achieved',
  // Academic grades
  Preescolar: 'Preschool',
  Kindergarten: 'Kindergarten',
  'Primer grado': 'First grade',
  'Segundo grado': 'Second grade',
  'Tercer grado': 'Third grade',
  'Cuarto grado': 'Fourth grade',
  'Quinto grado': 'Fifth grade',
  'Sexto grado': 'Sixth grade',
  'Séptimo grado': 'Seventh grade',
  'Octavo grado': 'Eighth grade',
  'Noveno grado': 'Ninth grade',
  'Décimo grado': 'Tenth grade',
  'Undécimo grado': 'Eleventh grade',
  'Duodécimo grado': 'Twelfth grade',
  // Provider and referral statuses
  Activo: 'Active',
  Inactivo: 'Inactive',
  Suspendido: 'Suspended',
  'En espera': 'On hold',
  Cerrado: 'Closed',
  Cancelado: 'Cancelled',
  // Licence types
  'Licencia regular': 'Regular license',
  'Licencia provisional': 'Provisional license',
  'Licencia temporera': 'Temporary license',
  // Specialty features
  'Bilingüe (español e inglés)': 'Bilingual (Spanish and English)',
  'Lenguaje de señas': 'Sign language',
  'Asistencia tecnológica': 'Assistive technology',
  'Intervención en autismo': 'Autism intervention',
  // Services
  'Terapia del habla y lenguaje': 'Speech and language therapy',
  'Terapia ocupacional': 'Occupational therapy',
  'Terapia física': 'Physical therapy',
  'Terapia psicológica': 'Psychological therapy',
  'Evaluación del habla y lenguaje': 'Speech and language evaluation',
  'Evaluación ocupacional': 'Occupational evaluation',
  'Evaluación física': 'Physical evaluation',
  'Evaluación psicológica': 'Psychological evaluation',
  'Evaluación psicoeducativa': 'Psychoeducational evaluation',
  // Specialties
  'Patología del habla y lenguaje': 'Speech-language pathology',
  'Psicología escolar': 'School psychology',
  'Psicología clínica': 'Clinical psychology',
  // Session types
  'Terapia individual': 'Individual therapy',
  'Terapia grupal': 'Group therapy',
  Evaluación: 'Evaluation',
  'Consulta con maestro': 'Teacher consultation',
  // Session outcomes
  'Sesión ofrecida': 'Session given',
  'Estudiante ausente': 'Student absent',
  'Proveedor ausente': 'Provider absent',
  'Escuela cerrada': 'School closed',
  'Actividad escolar': 'School activity',
  'Cancelada por el encargado': 'Cancelled by the parent',
  // Visit outcomes
  Asistió: 'Attended',
  'Llegó tarde': 'Arrived late',
  Ausente: 'Absent',
  'Ausencia justificada': 'Excused absence',
  'Ausencia no justificada': 'Unexcused absence',
  'No ofrecida por ausencia del proveedor': 'Not given: provider absent',
  'No ofrecida por cierre de la escuela': 'Not given: school closed',
  'No ofrecida por actividad escolar': 'Not given: school activity',
}

/** The English name of a seeded Spanish name; throws on one missing above. */
export function englishName(spanish: string): string {
  const english = ENGLISH_NAMES[spanish]
  if (english === undefined) throw new Error(`Seed data has no English name for: ${spanish}`)
  return english
}

/** Durations are named by their minutes ("45 minutos" / "45 minutes"). */
export const durationNames = (minutes: number) => ({ name: `${minutes} minutos`, name_en: `${minutes} minutes` })
