import { Hono, type Context } from 'hono'
import type { CurrentUser } from '../../src/domain/schemas/auth'
import { customersWith } from '../../src/domain/permissions/permissions'
import {
  AutocompleteDeleteQuery,
  AutocompleteItemInput,
  AutocompleteQuery,
  ChangePasswordInput,
  ProfileInput,
  RoleGrantInput,
  UserCreateInput,
  UserSearch,
  UserUpdateInput,
} from '../../src/domain/users/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import type { AuthService } from '../auth/service'
import { conflict, forbidden } from '../http/errors'
import { pathId } from '../core/path-id'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/pg-errors'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { addAutocompleteItem, deleteAutocompleteItem, listAutocompleteItems } from './autocomplete'
import { grantsOf, pageUsers, userDetail, userRow } from './read'
import { grantRole, removeRole, rolesSelectorData } from './roles'
import { changeOwnPassword, createUser, deactivateUser, updateProfile, updateUser, type UserWriteContext } from './writes'
import { access } from '../permissions/access'

/** Accounts and roles: users.manage, held globally (checked below: a scoped grant would reach everything). */
const MANAGE = access({ permission: 'users.manage' })
/** One's own account (name, e-mail, roles, saved phrases); another's only with users.manage held globally (ownOrAdministered). */
const OWN = access({ signedIn: 'her own account; others’ only for an administrator (ownOrAdministered)' })

/**
 * Users (spec §7). Managing accounts and roles needs `users.manage` held GLOBALLY: whoever
 * manages accounts can grant any role, so a customer-scoped grant of it would reach everything.
 * A person reads and changes her own profile, password and saved phrases without it. Order as in
 * every office endpoint: permission (403), the user (404), the body (400/415/422), conflicts (409).
 */
export function userRoutes(deps: AppDeps, auth: AuthService) {
  const { db } = deps

  async function isAdministrator(c: Context<AppEnv>) {
    return c.var.auth.user.provider_id === null && customersWith(await c.var.auth.permissions(), 'users.manage') === 'all'
  }
  async function assertAdministrator(c: Context<AppEnv>) {
    if (!(await isAdministrator(c))) throw forbidden()
  }
  /** The path's user, when it is the caller herself or the caller manages accounts. */
  async function ownOrAdministered(c: Context<AppEnv>, param: string) {
    const id = pathId(c, param)
    const own = id === c.var.auth.user.id
    if (!own) await assertAdministrator(c)
    return { id, own }
  }

  /**
   * Runs account changes in one transaction; once it committed, this process forgets the sessions
   * it ended (the others hear the NOTIFY sent inside it). A unique e-mail lost to a simultaneous
   * save is the same 409 as one found taken.
   */
  async function writing<T>(c: Context<AppEnv>, run: (ctx: UserWriteContext) => Promise<T>): Promise<T> {
    const revoked = new Set<number>()
    try {
      return await db.transaction((tx) => run({ tx, actorId: c.var.auth.user.id, sessionId: c.var.auth.sessionId, now: deps.now(), auth, revoked }))
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict('email_taken', 'Ya existe un usuario con ese correo electrónico.')
      throw error
    } finally {
      for (const userId of revoked) auth.forgetUser(userId)
    }
  }

  return (
    new Hono<AppEnv>()
      /** The signed-in person, with whether they supervise anyone (the app offers "Supervisiones" only then). */
      .get('/user', access({ signedIn: 'her own account' }), async (c) => {
        const user: CurrentUser = {
          ...c.var.auth.user,
          roles: await c.var.auth.roles(),
          ...(await c.var.auth.permissions()),
          supervises: (await c.var.auth.supervised()).length > 0,
        }
        return c.json(user)
      })
      .patch('/change-password', access({ signedIn: 'her own password' }), async (c) => {
        const input = parseWith(ChangePasswordInput, (await deferredJson(c))())
        await writing(c, (ctx) => changeOwnPassword(ctx, input))
        return c.body(null, 204)
      })
      .get('/', MANAGE, async (c) => {
        await assertAdministrator(c)
        return c.json(await pageUsers(db, queryWith(c, UserSearch)))
      })
      .post('/', MANAGE, async (c) => {
        await assertAdministrator(c)
        const input = parseWith(UserCreateInput, (await deferredJson(c))())
        const id = await writing(c, (ctx) => createUser(ctx, input))
        return c.json(await userDetail(db, id), 201)
      })
      .get('/:id', OWN, async (c) => {
        const { id } = await ownOrAdministered(c, 'id')
        return c.json(await userDetail(db, id))
      })
      // An administrator changes any account (UserUpdateInput); anyone else only her own name and e-mail.
      .put('/:id', OWN, async (c) => {
        const { id } = await ownOrAdministered(c, 'id')
        const administrator = await isAdministrator(c)
        const body = await deferredJson(c)
        await userRow(db, id)
        if (administrator) {
          const input = parseWith(UserUpdateInput, body())
          await writing(c, (ctx) => updateUser(ctx, id, input))
        } else {
          const input = parseWith(ProfileInput, body())
          await writing(c, (ctx) => updateProfile(ctx, id, input))
        }
        return c.json(await userDetail(db, id))
      })
      // Deactivates (accounts are never removed: they carry history); ends every sign-in.
      .delete('/:id', MANAGE, async (c) => {
        await assertAdministrator(c)
        const id = pathId(c, 'id')
        await writing(c, (ctx) => deactivateUser(ctx, id))
        return c.json(await userDetail(db, id))
      })
      .get('/:user_id/roles', OWN, async (c) => {
        const { id } = await ownOrAdministered(c, 'user_id')
        await userRow(db, id)
        return c.json((await grantsOf(db, [id])).get(id) ?? [])
      })
      .post('/:user_id/roles', MANAGE, async (c) => {
        await assertAdministrator(c)
        const id = pathId(c, 'user_id')
        const body = await deferredJson(c)
        await userRow(db, id)
        const input = parseWith(RoleGrantInput, body())
        await writing(c, (ctx) => grantRole(ctx, id, input))
        return c.json((await grantsOf(db, [id])).get(id) ?? [], 201)
      })
      .get('/:id/roles-selector-data', MANAGE, async (c) => {
        await assertAdministrator(c)
        return c.json(await rolesSelectorData(db, pathId(c, 'id')))
      })
      .delete('/:user_id/roles/:role_id', MANAGE, async (c) => {
        await assertAdministrator(c)
        const id = pathId(c, 'user_id')
        const roleId = pathId(c, 'role_id')
        await writing(c, (ctx) => removeRole(ctx, id, roleId, null))
        return c.body(null, 204)
      })
      .delete('/:user_id/customers/:customer_id/roles/:role_id', MANAGE, async (c) => {
        await assertAdministrator(c)
        const id = pathId(c, 'user_id')
        const customerId = pathId(c, 'customer_id')
        const roleId = pathId(c, 'role_id')
        await writing(c, (ctx) => removeRole(ctx, id, roleId, customerId))
        return c.body(null, 204)
      })
      .get('/:user_id/autocomplete-items', OWN, async (c) => {
        const { id } = await ownOrAdministered(c, 'user_id')
        await userRow(db, id)
        return c.json(await listAutocompleteItems(db, id, queryWith(c, AutocompleteQuery).type_id))
      })
      .post('/:user_id/autocomplete-items', OWN, async (c) => {
        const { id } = await ownOrAdministered(c, 'user_id')
        const body = await deferredJson(c)
        await userRow(db, id)
        const input = parseWith(AutocompleteItemInput, body())
        const { item, created } = await db.transaction((tx) => addAutocompleteItem(tx, id, input, deps.now()))
        return c.json(item, created ? 201 : 200)
      })
      .delete('/:user_id/autocomplete-items', OWN, async (c) => {
        const { id } = await ownOrAdministered(c, 'user_id')
        await userRow(db, id)
        const { id: itemId } = queryWith(c, AutocompleteDeleteQuery)
        await db.transaction((tx) => deleteAutocompleteItem(tx, id, itemId))
        return c.body(null, 204)
      })
  )
}
