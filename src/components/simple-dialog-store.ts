import { createStore } from './store'

/** The layout's simple dialog (spec §2): a title, a message and an icon. */
export type DialogIcon = 'info' | 'success' | 'warning' | 'error'

export interface DialogState {
  title: string
  message: string
  icon: DialogIcon
  close: () => void
}

export const dialogStore = createStore<DialogState | null>(null)

/** Opens the dialog; resolves when the person closes it. */
export function showDialog(options: { title: string; message: string; icon?: DialogIcon }): Promise<void> {
  return new Promise((resolve) => {
    dialogStore.set({
      icon: 'info',
      ...options,
      close: () => {
        dialogStore.set(null)
        resolve()
      },
    })
  })
}

