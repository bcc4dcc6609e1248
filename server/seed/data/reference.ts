/** Reference lists of spec §3 and §7 "Public", in Spanish, as a Puerto Rico company uses them. */

export const genders = ['Femenino', 'Masculino']

// Categories of the Department of Education of Puerto Rico (IDEA), as written on referrals.
export const impediments = [
  'Autismo',
  'Disturbios emocionales',
  'Problemas específicos de aprendizaje',
  'Impedimentos del habla o lenguaje',
  'Otros impedimentos de salud',
  'Discapacidad intelectual',
  'Impedimentos múltiples',
  'Problemas de audición',
  'Sordera',
  'Sordo-ceguera',
  'Problemas de visión',
  'Impedimentos ortopédicos',
  'Daño cerebral por trauma',
  'Retraso en el desarrollo',
]

export const locationTypes = ['Escuela', 'Centro de terapias', 'Hogar', 'Telepráctica', 'Oficina regional']
export const contactMethods = ['Teléfono', 'Correo electrónico', 'Mensaje de texto', 'Visita presencial', 'Carta']
// Weeks start on Monday (spec §9).
export const daysOfWeek = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']
export const referralEventTypes = [
  'Cita de evaluación',
  'Cita de terapia',
  'Reunión de COMPU',
  'Llamada de seguimiento',
  'Entrega de informe',
  'Visita a la escuela',
]
/** Each measurement type with the kind of value it records (src/domain/plans/objective-data.ts). */
export const measurementTypes = [
  { name: 'Porcentaje de ejecución', kind: 'percentage' },
  { name: 'Frecuencia', kind: 'count' },
  { name: 'Duración', kind: 'minutes' },
  { name: 'Nivel de ayuda', kind: 'level' },
  { name: 'Escala de ejecución', kind: 'level' },
] as const
export const progressLevels = ['No iniciado', 'Progreso mínimo', 'Progreso moderado', 'Progreso significativo', 'Logrado']
export const academicGrades = [
  'Preescolar',
  'Kindergarten',
  'Primer grado',
  'Segundo grado',
  'Tercer grado',
  'Cuarto grado',
  'Quinto grado',
  'Sexto grado',
  'Séptimo grado',
  'Octavo grado',
  'Noveno grado',
  'Décimo grado',
  'Undécimo grado',
  'Duodécimo grado',
]
export const providerStatuses = ['Activo', 'Inactivo', 'Suspendido']
export const referralStatuses = ['Activo', 'En espera', 'Cerrado', 'Cancelado']
export const licenseTypes = ['Licencia regular', 'Licencia provisional', 'Licencia temporera']
export const specialtyFeatures = [
  'Bilingüe (español e inglés)',
  'Lenguaje de señas',
  'Telepráctica',
  'Asistencia tecnológica',
  'Intervención en autismo',
]

/** The 78 municipalities of Puerto Rico, grouped by educational region (ORE). */
export const municipalitiesByRegion: Record<string, string[]> = {
  Arecibo: ['Arecibo', 'Barceloneta', 'Camuy', 'Ciales', 'Florida', 'Hatillo', 'Manatí', 'Morovis', 'Quebradillas', 'Utuado', 'Vega Baja'],
  Bayamón: ['Barranquitas', 'Bayamón', 'Cataño', 'Comerío', 'Corozal', 'Dorado', 'Naranjito', 'Orocovis', 'Toa Alta', 'Toa Baja', 'Vega Alta'],
  Caguas: ['Aguas Buenas', 'Aibonito', 'Caguas', 'Cayey', 'Cidra', 'Gurabo', 'San Lorenzo'],
  Humacao: ['Canóvanas', 'Ceiba', 'Culebra', 'Fajardo', 'Humacao', 'Juncos', 'Las Piedras', 'Loíza', 'Luquillo', 'Maunabo', 'Naguabo', 'Río Grande', 'Vieques', 'Yabucoa'],
  Mayagüez: ['Aguada', 'Aguadilla', 'Añasco', 'Cabo Rojo', 'Hormigueros', 'Isabela', 'Lajas', 'Lares', 'Las Marías', 'Maricao', 'Mayagüez', 'Moca', 'Rincón', 'Sabana Grande', 'San Germán', 'San Sebastián'],
  Ponce: ['Adjuntas', 'Arroyo', 'Coamo', 'Guánica', 'Guayama', 'Guayanilla', 'Jayuya', 'Juana Díaz', 'Patillas', 'Peñuelas', 'Ponce', 'Salinas', 'Santa Isabel', 'Villalba', 'Yauco'],
  'San Juan': ['Carolina', 'Guaynabo', 'San Juan', 'Trujillo Alto'],
}

export const disciplines = [
  { name: 'Habla y lenguaje', diagnostic_impressions: ['Trastorno del lenguaje expresivo', 'Trastorno fonológico', 'Tartamudez', 'Trastorno del lenguaje receptivo-expresivo'] },
  { name: 'Terapia ocupacional', diagnostic_impressions: ['Déficit de integración sensorial', 'Retraso en destrezas motoras finas', 'Dificultad en destrezas de autoayuda'] },
  { name: 'Terapia física', diagnostic_impressions: ['Retraso en destrezas motoras gruesas', 'Hipotonía', 'Trastorno de la marcha'] },
  { name: 'Psicología', diagnostic_impressions: ['Trastorno por déficit de atención', 'Trastorno de ansiedad', 'Trastorno del espectro autista'] },
]

/** type_id 1 is therapy, 2 is evaluation (spec §9); discipline is the index above + 1. */
export const services = [
  { code: 'THL', name: 'Terapia del habla y lenguaje', type_id: 1, discipline: 1 },
  { code: 'TO', name: 'Terapia ocupacional', type_id: 1, discipline: 2 },
  { code: 'TF', name: 'Terapia física', type_id: 1, discipline: 3 },
  { code: 'TPS', name: 'Terapia psicológica', type_id: 1, discipline: 4 },
  { code: 'EHL', name: 'Evaluación del habla y lenguaje', type_id: 2, discipline: 1 },
  { code: 'EO', name: 'Evaluación ocupacional', type_id: 2, discipline: 2 },
  { code: 'EF', name: 'Evaluación física', type_id: 2, discipline: 3 },
  { code: 'EPS', name: 'Evaluación psicológica', type_id: 2, discipline: 4 },
  { code: 'EPE', name: 'Evaluación psicoeducativa', type_id: 2, discipline: 4 },
]

export const specialties = [
  { name: 'Patología del habla y lenguaje', discipline: 1 },
  { name: 'Terapia del habla y lenguaje', discipline: 1 },
  { name: 'Terapia ocupacional', discipline: 2 },
  { name: 'Terapia física', discipline: 3 },
  { name: 'Psicología escolar', discipline: 4 },
  { name: 'Psicología clínica', discipline: 4 },
]

export const companyModules = [
  { module_id: 'service-sessions', name: 'Sesiones de servicio' },
  { module_id: 'referrals', name: 'Referidos y estudiantes' },
  { module_id: 'billing', name: 'Facturación' },
  { module_id: 'finance', name: 'Finanzas' },
  { module_id: 'intervention-plans', name: 'Planes de intervención' },
  { module_id: 'evaluations', name: 'Evaluaciones' },
  { module_id: 'downloads', name: 'Recursos' },
  { module_id: 'tasks', name: 'Tareas' },
  { module_id: 'compensatory-services', name: 'Servicios compensatorios' },
  // Offered only when the server is also configured with an endpoint (AI_BASE_URL…).
  { module_id: 'ai', name: 'Generación de texto (IA)' },
]

