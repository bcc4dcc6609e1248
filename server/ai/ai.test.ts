import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AiGenerateInput } from '../../src/domain/ai/schemas'
import type { AiConfig } from '../config'
import { companyModules } from '../db/schema'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

/**
 * POST /ai/generate against a small OpenAI-compatible server started here: what reaches the
 * model (and what never does), what comes back, and every way the call can fail.
 */

interface Received {
  path: string
  authorization: string | undefined
  body: { model: string; messages: Array<{ role: string; content: string }>; [key: string]: unknown }
}

let model: Server
let modelUrl: string
let received: Received[] = []
let reply: (request: IncomingMessage) => { status: number; body: string; delayMs?: number }
let t: TestApp
let api: ReturnType<typeof officeClient>
let configured: AiConfig

const completion = (content: unknown) => JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] })

const context = {
  service_name: 'Terapia del habla y lenguaje',
  goals: [
    {
      text: 'Mejorar la articulación de fonemas en palabras de dos sílabas.',
      objectives: [
        { text: 'Produce /r/ en posición inicial con 80 % de precisión.', measurement_type: 'Porcentaje de precisión', progress_level: 'Progreso adecuado', comments: 'Lo logra con modelo visual.' },
        { text: 'Produce /s/ en posición final.', measurement_type: 'Frecuencia', progress_level: null, comments: null },
      ],
    },
  ],
}
const summaryRequest: AiGenerateInput = { purpose: 'achievements_summary', context }

beforeAll(async () => {
  model = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(text) as Received['body'] })
      const answer = reply(request)
      setTimeout(() => {
        if (response.destroyed) return
        response.writeHead(answer.status, { 'Content-Type': 'application/json' })
        response.end(answer.body)
      }, answer.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve))
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`
  t = await createTestApp({ env: { AI_BASE_URL: `${modelUrl}/`, AI_API_KEY: 'sk-test', AI_MODEL: 'modelo-prueba', AI_TIMEOUT_SECONDS: '1' } })
  api = officeClient(t)
  configured = t.config.ai!
})
afterAll(async () => {
  await t?.close()
  model?.closeAllConnections()
  await new Promise((resolve) => model?.close(resolve))
})
beforeEach(() => {
  received = []
  reply = () => ({ status: 200, body: completion('  El estudiante logró producir /r/ en posición inicial.  ') })
  t.config.ai = configured
})

describe('POST /ai/generate', () => {
  it('sends the plan content only and answers the model’s text, saving nothing', async () => {
    const answer = await api.call('provider', 'POST', '/api/ai/generate', summaryRequest)
    expect(answer).toEqual({ status: 200, body: { text: 'El estudiante logró producir /r/ en posición inicial.' } })
    expect(received).toHaveLength(1)
    const [sent] = received
    expect(sent!.path).toBe('/v1/chat/completions')
    expect(sent!.authorization).toBe('Bearer sk-test')
    expect(sent!.body).toMatchObject({ model: 'modelo-prueba', messages: [{ role: 'system' }, { role: 'user' }] })
    const prompt = sent!.body.messages.map((message) => message.content).join('\n')
    for (const piece of ['Terapia del habla y lenguaje', 'Produce /r/ en posición inicial', 'Porcentaje de precisión', 'Progreso adecuado', 'Lo logra con modelo visual.']) {
      expect(prompt).toContain(piece)
    }
    // Nothing about the person: the signed-in provider's name, a student's, an SIE number, a date.
    for (const absent of ['Marisol', 'Rivera', 'terapeuta@example.com', /\d{8}/, /\d{4}-\d{2}-\d{2}/]) expect(prompt).not.toMatch(absent)
  })

  it('words one goal', async () => {
    reply = () => ({ status: 200, body: completion('El estudiante articulará fonemas en palabras de dos sílabas con 80 % de precisión.') })
    const answer = await api.call('admin', 'POST', '/api/ai/generate', { purpose: 'goal_wording', context: { service_name: 'Terapia ocupacional', goals: [{ text: 'mejorar escritura' }] } })
    expect(answer.status).toBe(200)
    expect(received[0]!.body.messages[1]!.content).toContain('Meta 1: mejorar escritura')
    expect(received[0]!.body.messages[1]!.content).toContain('Redacta de nuevo la meta')
  })

  it('refuses any field beyond plan content: names, ids, SIE, birth dates never reach the model', async () => {
    const refused = [
      { ...summaryRequest, student_name: 'Ana' },
      { ...summaryRequest, context: { ...context, student_name: 'Ana Rivera' } },
      { ...summaryRequest, context: { ...context, sie_number: '12345678' } },
      { ...summaryRequest, context: { ...context, goals: [{ ...context.goals[0]!, id: 4 }] } },
      { ...summaryRequest, context: { ...context, goals: [{ ...context.goals[0]!, objectives: [{ text: 'x', birth_date: '2015-01-01' }] }] } },
      { purpose: 'goal_wording', context: { ...context, goals: [context.goals[0], context.goals[0]] } },
      { purpose: 'poem', context },
      { purpose: 'achievements_summary', context: { service_name: 'x', goals: [] } },
    ]
    for (const body of refused) {
      const answer = await api.call('provider', 'POST', '/api/ai/generate', body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
    }
    const extra = await api.call('provider', 'POST', '/api/ai/generate', { ...summaryRequest, context: { ...context, student_name: 'Ana Rivera' } })
    expect(extra.body).toMatchObject({ code: 'validation_failed', errors: expect.any(Object) })
    expect((await api.call('provider', 'POST', '/api/ai/generate', { purpose: 'goal_wording', context: { ...context, goals: [context.goals[0], context.goals[0]] } })).body.errors).toEqual({ 'context.goals': 'one_goal_only' })
    expect(received).toEqual([])
  })

  it('answers 502 ai_unavailable with a reason when the model fails, times out or answers nonsense', async () => {
    reply = () => ({ status: 500, body: '{"error":"boom"}' })
    expect((await api.call('provider', 'POST', '/api/ai/generate', summaryRequest))).toMatchObject({ status: 502, body: { code: 'ai_unavailable', reason: 'upstream_error', upstream_status: 500 } })
    reply = () => ({ status: 429, body: '{"error":"rate"}' })
    expect((await api.call('provider', 'POST', '/api/ai/generate', summaryRequest)).body).toMatchObject({ code: 'ai_unavailable', upstream_status: 429 })
    reply = () => ({ status: 200, body: 'no es JSON' })
    expect((await api.call('provider', 'POST', '/api/ai/generate', summaryRequest)).body).toMatchObject({ code: 'ai_unavailable', reason: 'bad_answer' })
    reply = () => ({ status: 200, body: completion('   ') })
    expect((await api.call('provider', 'POST', '/api/ai/generate', summaryRequest)).body).toMatchObject({ code: 'ai_unavailable', reason: 'bad_answer' })
    reply = () => ({ status: 200, body: completion('tarde'), delayMs: 2500 })
    expect((await api.call('provider', 'POST', '/api/ai/generate', summaryRequest)).body).toMatchObject({ code: 'ai_unavailable', reason: 'timeout' })
    t.config.ai = { ...configured, baseUrl: 'http://127.0.0.1:9/v1' }
    expect((await api.call('provider', 'POST', '/api/ai/generate', summaryRequest))).toMatchObject({ status: 502, body: { code: 'ai_unavailable', reason: 'unreachable' } })
  }, 15_000)

  it('answers 409 ai_not_configured when the server has no endpoint', async () => {
    t.config.ai = null
    expect(await api.call('provider', 'POST', '/api/ai/generate', summaryRequest)).toMatchObject({ status: 409, body: { code: 'ai_not_configured' } })
    expect((await api.get('provider', '/api/ai/status')).body).toEqual({ available: false })
  })

  it('needs the module (403 module_disabled) and plans.write for staff', async () => {
    expect((await api.get('provider', '/api/ai/status')).body).toEqual({ available: true })
    expect((await api.get('billing', '/api/ai/status')).body).toEqual({ available: false })
    expect((await api.call('billing', 'POST', '/api/ai/generate', summaryRequest)).body).toMatchObject({ code: 'forbidden' })
    await t.db.delete(companyModules).where(eq(companyModules.module_id, 'ai'))
    try {
      expect(await api.call('admin', 'POST', '/api/ai/generate', summaryRequest)).toMatchObject({ status: 403, body: { code: 'module_disabled' } })
      expect((await api.get('admin', '/api/ai/status')).body).toEqual({ available: false })
    } finally {
      await t.db.insert(companyModules).values({ module_id: 'ai', name: 'Generación de texto (IA)' })
    }
    expect((await t.request('/api/ai/generate', { method: 'POST' })).status).toBe(401)
    expect(received).toEqual([])
  })
})
