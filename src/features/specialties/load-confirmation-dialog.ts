import { loadCredentialsCatalog } from '../../kit/words/credentials-catalog'
import { ConfirmationDialog } from './ConfirmationDialog'

/** The confirmation dialog with its messages, for React.lazy: the catalog is in before it draws. */
export async function loadConfirmationDialog(): Promise<{ default: typeof ConfirmationDialog }> {
  await loadCredentialsCatalog()
  return { default: ConfirmationDialog }
}
