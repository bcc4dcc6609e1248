import * as v from 'valibot'
import { ChangePasswordInput, NewPassword, UserCreateInput } from '../../domain/users/schemas'

/**
 * The forms' schemas: the server's, plus a second typing of the new password, checked on the
 * device only (the server never receives it: valibot's object drops the extra key).
 */
export const NewUserForm = v.pipe(
  v.object({ ...UserCreateInput.entries, password_confirm: v.string() }),
  v.forward(
    v.check((input) => input.password === input.password_confirm, 'passwords_differ'),
    ['password_confirm'],
  ),
)
export type NewUserForm = v.InferOutput<typeof NewUserForm>

export const SetPasswordForm = v.pipe(
  v.object({ password: NewPassword, password_confirm: v.string() }),
  v.forward(
    v.check((input) => input.password === input.password_confirm, 'passwords_differ'),
    ['password_confirm'],
  ),
)
export type SetPasswordForm = v.InferOutput<typeof SetPasswordForm>

export const ChangePasswordForm = v.pipe(
  v.object({ ...ChangePasswordInput.entries, password_confirm: v.string() }),
  v.forward(
    v.check((input) => input.new_password === input.password_confirm, 'passwords_differ'),
    ['password_confirm'],
  ),
)
export type ChangePasswordForm = v.InferOutput<typeof ChangePasswordForm>
