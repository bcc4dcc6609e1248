import { Hono } from 'hono'
import { AiGenerateInput, type AiGenerateAnswer, type AiStatus } from '../../src/domain/ai/schemas'
import { hasModule } from '../../src/domain/company'
import { canAnywhere } from '../../src/domain/permissions/permissions'
import type { AppDeps, AppEnv, AuthContext } from '../app-env'
import { conflict } from '../http/errors'
import { readJson } from '../http/json-body'
import { parseWith } from '../http/validate'
import { requireModule } from '../permissions/middleware'
import { loadCompany } from '../public/company'
import { chatCompletion } from './client'
import { promptFor } from './prompt'
import { access } from '../permissions/access'

/** Who writes plans may ask for a draft: every provider (her own plans), staff with `plans.write`. */
async function mayWritePlans(auth: AuthContext): Promise<boolean> {
  return auth.user.provider_id !== null || canAnywhere(await auth.permissions(), 'plans.write')
}

/**
 * AI text generation (spec §1, §7 "AI"). POST /ai/generate answers `{text}`, a suggestion the
 * person edits; nothing is saved. In order: the company's `ai` module (403 module_disabled), the
 * permission (403), the server's configuration (409 ai_not_configured), the body (400/415/422),
 * then the model (502 ai_unavailable). GET /ai/status tells the app whether to offer the button
 * at all, so it never answers an error for "not available".
 */
export function aiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/status', access({ signedIn: 'whether to offer the button: no data' }), async (c) => {
      const available = hasModule(await loadCompany(deps.db), 'ai') && deps.config.ai !== null && (await mayWritePlans(c.var.auth))
      return c.json<AiStatus>({ available })
    })
    .post('/generate', access({ permission: 'plans.write', providers: 'own' }), requireModule(deps, 'ai'), async (c) => {
      const config = deps.config.ai
      if (!config) throw conflict('ai_not_configured', 'La generación de texto no está configurada en este servidor.')
      const input = parseWith(AiGenerateInput, await readJson(c))
      const text = await chatCompletion(config, promptFor(input))
      return c.json<AiGenerateAnswer>({ text })
    })
}
