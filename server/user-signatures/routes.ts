import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { SignatureInput, SignatureQuery } from '../../src/domain/signatures/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { clientAddress } from '../auth/client-address'
import { users } from '../db/schema'
import { notFound } from '../http/errors'
import { parseWith, queryWith } from '../http/validate'
import { readJson } from '../http/json-body'
import { decodeSignature, saveSignature, signaturesOf } from './service'
import { access } from '../permissions/access'

/**
 * User signatures (spec §7 "Signatures"): GET /user-signatures/?user_id= answers a user's
 * current signature and its history — one's own, or anyone's for staff holding `users.manage` globally;
 * any other user is 404, exactly as one who does not exist. POST saves the caller's own new
 * signature (nobody saves one for somebody else).
 */
export function userSignatureRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get('/', access({ signedIn: 'her own signature; others’ only with users.manage held globally (checked below)' }), async (c) => {
      const { user } = c.var.auth
      const userId = queryWith(c, SignatureQuery).user_id ?? user.id
      if (userId !== user.id) {
        // Users belong to no customer: only a global grant of users.manage reaches other people's.
        const staff = user.provider_id === null && (await c.var.auth.permissions()).permissions.includes('users.manage')
        if (!staff) throw notFound('El usuario no existe.')
        const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
        if (!exists) throw notFound('El usuario no existe.')
      }
      return c.json(await signaturesOf(db, userId))
    })
    .post('/', access({ signedIn: 'saves her own signature only' }), async (c) => {
      const { user } = c.var.auth
      const input = parseWith(SignatureInput, await readJson(c))
      const image = decodeSignature(input.image)
      await saveSignature(db, user.id, image, clientAddress(c, deps.config.trustedProxyHops), deps.now())
      return c.json(await signaturesOf(db, user.id), 201)
    })
}
