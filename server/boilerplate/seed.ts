import { eq } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import { boilerplateCategories, boilerplateTexts, users } from '../db/schema'

/** The demo's standard texts: a few letters and notes in three categories. */
const TEXTS: { category: string; title: string; body: string }[] = [
  {
    category: 'Cartas a padres',
    title: 'Carta de inicio de servicios',
    body: 'Estimado padre, madre o encargado:\n\nLe informamos que su hijo(a) comenzará a recibir los servicios de terapia asignados por la región educativa. La terapista se comunicará con usted para coordinar el horario.\n\nAtentamente,\nTerapias Educativas del Caribe',
  },
  {
    category: 'Cartas a padres',
    title: 'Carta de ausencias consecutivas',
    body: 'Estimado padre, madre o encargado:\n\nSu hijo(a) ha faltado a tres sesiones consecutivas de terapia. Le pedimos que se comunique con nuestra oficina para coordinar la continuidad del servicio.\n\nAtentamente,\nTerapias Educativas del Caribe',
  },
  {
    category: 'Notas de sesión',
    title: 'Estudiante ausente',
    body: 'El estudiante no se presentó a la sesión. Se notificó a la escuela y se dejó constancia en el registro de asistencia.',
  },
  {
    category: 'Notas de sesión',
    title: 'Sesión cancelada por la escuela',
    body: 'La sesión fue cancelada por actividad escolar. Se coordinará una sesión compensatoria.',
  },
  {
    category: 'Comunicaciones a regiones',
    title: 'Envío de informes mensuales',
    body: 'Saludos:\n\nAdjuntamos los informes de servicios del mes. Quedamos a su disposición para cualquier aclaración.\n\nCordialmente,\nOficina de Facturación',
  },
]

export async function seedBoilerplate(tx: Transaction, now: Date) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'oficina@example.com'))
  const names = [...new Set(TEXTS.map((text) => text.category))]
  const categories = await tx
    .insert(boilerplateCategories)
    .values(names.map((name) => ({ name, created_at: now })))
    .returning({ id: boilerplateCategories.id, name: boilerplateCategories.name })
  const idOf = new Map(categories.map((row) => [row.name, row.id]))
  await tx.insert(boilerplateTexts).values(
    TEXTS.map((text) => ({
      category_id: idOf.get(text.category)!,
      title: text.title,
      body: text.body,
      created_by: admin?.id ?? null,
      updated_by: admin?.id ?? null,
      created_at: now,
      updated_at: now,
    })),
  )
}
