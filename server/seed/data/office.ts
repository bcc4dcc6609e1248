/** Reference lists of the office console (spec §7 "Reference data" and "Services"). */

/** School districts per customer (index in `customers` of organisation.ts). */
export const districts = [
  { name: 'Distrito Escolar de Bayamón', customer: 0 },
  { name: 'Distrito Escolar de Toa Baja', customer: 0 },
  { name: 'Distrito Escolar de San Juan I', customer: 1 },
  { name: 'Distrito Escolar de Carolina', customer: 1 },
  { name: 'Distrito Escolar de Caguas', customer: 2 },
  { name: 'Distrito Escolar de Cayey', customer: 2 },
  { name: 'Distrito Escolar de Arecibo', customer: 3 },
  { name: 'Distrito Escolar de Manatí', customer: 3 },
]

export const expenseCategories = ['Transporte', 'Materiales', 'Adiestramientos', 'Administrativos']

export const expenseTypes = [
  { name: 'Millaje', category: 'Transporte' },
  { name: 'Peaje', category: 'Transporte' },
  { name: 'Estacionamiento', category: 'Transporte' },
  { name: 'Materiales terapéuticos', category: 'Materiales' },
  { name: 'Pruebas de evaluación', category: 'Materiales' },
  { name: 'Educación continua', category: 'Adiestramientos' },
  { name: 'Fotocopias', category: 'Administrativos' },
]

export const serviceTimeSlotTypes = ['Mañana', 'Tarde', 'Extendido']

export const serviceTimeSlots = [
  { name: '8:00 – 9:00', type: 'Mañana', start_time: '08:00', end_time: '09:00' },
  { name: '9:00 – 10:00', type: 'Mañana', start_time: '09:00', end_time: '10:00' },
  { name: '10:00 – 11:00', type: 'Mañana', start_time: '10:00', end_time: '11:00' },
  { name: '11:00 – 12:00', type: 'Mañana', start_time: '11:00', end_time: '12:00' },
  { name: '13:00 – 14:00', type: 'Tarde', start_time: '13:00', end_time: '14:00' },
  { name: '14:00 – 15:00', type: 'Tarde', start_time: '14:00', end_time: '15:00' },
  { name: '15:00 – 16:00', type: 'Tarde', start_time: '15:00', end_time: '16:00' },
  { name: '16:00 – 18:00', type: 'Extendido', start_time: '16:00', end_time: '18:00' },
]

export const serviceFrequencies = [
  { name: '1 vez por semana', per_week: 1 },
  { name: '2 veces por semana', per_week: 2 },
  { name: '3 veces por semana', per_week: 3 },
  { name: '4 veces por semana', per_week: 4 },
  { name: '5 veces por semana', per_week: 5 },
]

export const dischargeReasons = [
  'Logró los objetivos',
  'Se mudó fuera de la región',
  'Solicitud del encargado',
  'Ya no es elegible',
  'Se graduó',
  'Otro',
]

/** Skills per service code. */
export const skills: Record<string, string[]> = {
  THL: ['Articulación', 'Lenguaje receptivo', 'Lenguaje expresivo', 'Fluidez', 'Pragmática'],
  TO: ['Motor fino', 'Integración sensorial', 'Destrezas de autoayuda', 'Percepción visual'],
  TF: ['Motor grueso', 'Equilibrio', 'Marcha'],
  TPS: ['Regulación emocional', 'Destrezas sociales', 'Atención'],
}

export const objectives = [
  { name: 'Producirá sonidos en posición inicial', description: 'Con 80% de precisión en 3 sesiones consecutivas', measurement: 'Porcentaje de ejecución', service: 'THL' },
  { name: 'Seguirá instrucciones de dos pasos', description: null, measurement: 'Frecuencia', service: 'THL' },
  { name: 'Recortará siguiendo una línea', description: null, measurement: 'Nivel de ayuda', service: 'TO' },
  { name: 'Subirá escaleras alternando pies', description: null, measurement: 'Escala de ejecución', service: 'TF' },
  { name: 'Permanecerá en la tarea por 10 minutos', description: null, measurement: 'Duración', service: null },
]
