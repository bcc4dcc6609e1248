import { createFileRoute } from '@tanstack/react-router'
import { GoalTemplatesScreen } from '../../../features/goal-templates/GoalTemplatesScreen'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'

// The screen's texts are in the office catalog, with the settings hub's (lingui.config.ts).
export const Route = createFileRoute('/provider/config/goal-templates')({
  loader: loadOfficeCatalog,
  component: GoalTemplatesScreen,
})
