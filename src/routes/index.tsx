import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guards'
import { HomeScreen } from '../features/home/HomeScreen'

export const Route = createFileRoute('/')({
  beforeLoad: requireAuth,
  component: HomeScreen,
})
