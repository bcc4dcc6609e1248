import { Box } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { GlobalLoader } from '../../components/loader'
import { SimpleDialog } from '../../components/simple-dialog'
import { Snackbar } from '../../components/snackbar'
import { useSession } from '../auth/use-session'
import { TopBar } from './TopBar'
import { UpdatePrompt } from './UpdatePrompt'

/** Spec §2 main layout: app bar (signed in only), content, snackbar, loader and simple dialog. */
export function AppLayout() {
  const session = useSession()
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      {session ? <TopBar user={session.user} /> : null}
      <Box as="main" id="content" flex="1" position="relative">
        <Outlet />
        <GlobalLoader />
      </Box>
      <Snackbar />
      <SimpleDialog />
      <UpdatePrompt />
    </Box>
  )
}
