import { createFileRoute } from '@tanstack/react-router'
import { loadCredentialsCatalog } from '../../../kit/words/credentials-catalog'
import { SignatureScreen } from '../../../features/signature/SignatureScreen'

export const Route = createFileRoute('/provider/config/signature')({
  loader: () => loadCredentialsCatalog(),
  component: SignatureScreen,
})
