import type { AiConfig } from '../config'
import { HttpError } from '../http/errors'
import type { ChatMessage } from './prompt'

/** The longest suggestion answered; a model that rambles past it is cut (the person edits it anyway). */
export const AI_ANSWER_MAX = 4000
/** An OpenAI-compatible answer is a few KB; anything far larger is not one. */
const MAX_ANSWER_BYTES = 1024 * 1024
/** Enough for a 200-word paragraph in Spanish with room to spare. */
const MAX_TOKENS = 700

/** Why the model could not answer, in the 502's `reason` (the message stays general). */
export type AiFailure = 'timeout' | 'unreachable' | 'upstream_error' | 'bad_answer'

function unavailable(reason: AiFailure, status?: number): HttpError {
  return new HttpError(502, 'ai_unavailable', 'El servicio de generación de texto no respondió. Intente más tarde.', undefined, undefined, {
    reason,
    ...(status ? { upstream_status: status } : {}),
  })
}

/**
 * One call to `POST {AI_BASE_URL}/chat/completions` with plain fetch, within the configured
 * time. Every way it can fail is a 502 `ai_unavailable` with a reason; the request's content and
 * the model's answer are never logged.
 */
export async function chatCompletion(config: AiConfig, messages: ChatMessage[]): Promise<string> {
  let response: Response
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.3, max_tokens: MAX_TOKENS }),
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    throw unavailable(isTimeout(error) ? 'timeout' : 'unreachable')
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    throw unavailable('upstream_error', response.status)
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    throw unavailable(isTimeout(error) ? 'timeout' : 'unreachable')
  }
  if (text.length > MAX_ANSWER_BYTES) throw unavailable('bad_answer')
  const content = contentOf(text)
  if (!content) throw unavailable('bad_answer')
  return content.length > AI_ANSWER_MAX ? content.slice(0, AI_ANSWER_MAX) : content
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')

/** `choices[0].message.content`, trimmed, or null when the answer has no such text. */
function contentOf(text: string): string | null {
  try {
    const answer = JSON.parse(text) as { choices?: Array<{ message?: { content?: unknown } }> }
    const content = answer.choices?.[0]?.message?.content
    return typeof content === 'string' && content.trim() !== '' ? content.trim() : null
  } catch {
    return null
  }
}
