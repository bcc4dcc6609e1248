import type { AiContext, AiGenerateInput } from '../../src/domain/ai/schemas'

/**
 * What the model is told: an instruction per purpose and the plan content of the request, as
 * plain text. Nothing else is added here — no student, provider, school or date: the request's
 * strict schema holds plan content only (src/domain/ai/schemas.ts), and this is all of it.
 */

export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

const SYSTEM = [
  'Eres un asistente que redacta textos para planes de intervención de servicios de terapia y educación especial en escuelas de Puerto Rico.',
  'Escribe en español claro y profesional, en tercera persona, y refiérete a la persona atendida como «el estudiante».',
  'Usa solo la información que se te da; no inventes datos, cifras, fechas ni nombres.',
  'Responde únicamente con el texto pedido, sin títulos, listas, comillas ni comentarios.',
].join(' ')

const INSTRUCTION: Record<AiGenerateInput['purpose'], string> = {
  achievements_summary:
    'Redacta el resumen de logros del periodo (un solo párrafo de 80 a 200 palabras) a partir de las metas y objetivos siguientes, con el nivel de progreso y los comentarios de cada objetivo.',
  goal_wording:
    'Redacta de nuevo la meta siguiente como una sola oración clara, observable y medible, apropiada para un plan de intervención. Conserva su intención; los objetivos, si los hay, son solo contexto.',
}

function describeContext(context: AiContext): string {
  const lines = [`Servicio: ${context.service_name}`, '']
  context.goals.forEach((goal, goalIndex) => {
    lines.push(`Meta ${goalIndex + 1}: ${goal.text}`)
    goal.objectives.forEach((objective, objectiveIndex) => {
      lines.push(`  Objetivo ${goalIndex + 1}.${objectiveIndex + 1}: ${objective.text}`)
      if (objective.measurement_type) lines.push(`    Tipo de medición: ${objective.measurement_type}`)
      if (objective.progress_level) lines.push(`    Nivel de progreso: ${objective.progress_level}`)
      if (objective.comments) lines.push(`    Comentarios: ${objective.comments}`)
    })
  })
  return lines.join('\n')
}

export function promptFor(input: AiGenerateInput): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `${INSTRUCTION[input.purpose]}\n\n${describeContext(input.context)}` },
  ]
}
