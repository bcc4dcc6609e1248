import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { BoilerplateCategoryInput, BoilerplateSearch, BoilerplateTextInput, BoilerplateTextPutInput } from '../../src/domain/boilerplate/schemas'
import { customersWith } from '../../src/domain/permissions/permissions'
import type { AppDeps, AppEnv } from '../app-env'
import { forbidden } from '../http/errors'
import { pathId } from '../core/path-id'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/pg-errors'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import {
  categoryTaken,
  createCategory,
  createText,
  deleteCategory,
  deleteText,
  listCategories,
  pageTexts,
  renameCategory,
  textDetail,
  updateText,
} from './service'
import { access } from '../permissions/access'

/** The company's standard texts: every staff member reads them; boilerplate.manage (held globally, assertManager) changes them. */
const READ = access({ staff: 'the company’s standard texts' })
const MANAGE = access({ permission: 'boilerplate.manage' })

/**
 * The office's standard texts (spec §2 "Misc"). Staff only (a provider is refused, as by the
 * staff-only guard of the screen); any staff member reads them, and writing needs
 * `boilerplate.manage` held globally: the texts are the whole company's, so a grant for one
 * customer does not reach them. Order: permission (403), the record (404), the body (422), 409.
 */
export function boilerplateRoutes(deps: AppDeps) {
  const { db } = deps
  const staffOnly = createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.auth.user.provider_id !== null) throw forbidden()
    await next()
  })
  async function assertManager(c: Context<AppEnv>) {
    if (customersWith(await c.var.auth.permissions(), 'boilerplate.manage') !== 'all') throw forbidden()
  }
  /** A simultaneous rename to the same name loses to the unique index: the same 409 as one found taken. */
  async function naming<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw categoryTaken()
      throw error
    }
  }

  return new Hono<AppEnv>()
    .use('*', staffOnly)
    .get('/categories', READ, async (c) => c.json(await listCategories(db)))
    .post('/categories', MANAGE, async (c) => {
      await assertManager(c)
      const input = parseWith(BoilerplateCategoryInput, (await deferredJson(c))())
      return c.json(await naming(() => db.transaction((tx) => createCategory(tx, input, deps.now()))), 201)
    })
    .put('/categories/:id', MANAGE, async (c) => {
      await assertManager(c)
      const id = pathId(c, 'id')
      const body = await deferredJson(c)
      return c.json(await naming(() => db.transaction((tx) => renameCategory(tx, id, parseWith(BoilerplateCategoryInput, body())))))
    })
    .delete('/categories/:id', MANAGE, async (c) => {
      await assertManager(c)
      const id = pathId(c, 'id')
      await db.transaction((tx) => deleteCategory(tx, id))
      return c.body(null, 204)
    })
    .get('/', READ, async (c) => c.json(await pageTexts(db, queryWith(c, BoilerplateSearch))))
    .post('/', MANAGE, async (c) => {
      await assertManager(c)
      const input = parseWith(BoilerplateTextInput, (await deferredJson(c))())
      return c.json(await db.transaction((tx) => createText(tx, input, c.var.auth.user.id, deps.now())), 201)
    })
    .get('/:id', READ, async (c) => c.json(await textDetail(db, pathId(c, 'id'))))
    .put('/:id', MANAGE, async (c) => {
      await assertManager(c)
      const id = pathId(c, 'id')
      const body = await deferredJson(c)
      await textDetail(db, id)
      const input = parseWith(BoilerplateTextPutInput, body())
      return c.json(await db.transaction((tx) => updateText(tx, id, input, c.var.auth.user.id, deps.now())))
    })
    .delete('/:id', MANAGE, async (c) => {
      await assertManager(c)
      const id = pathId(c, 'id')
      await db.transaction((tx) => deleteText(tx, id))
      return c.body(null, 204)
    })
}
