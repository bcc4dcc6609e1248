import { VisitAddInput, VisitDeleteInput, VisitUpdateInput } from '../service-sessions/api'
import { SessionDeleteInput, sessionCreateInput, sessionUpdateInput } from '../service-sessions/schemas'
import { defineCommands } from './define'

/**
 * A provider's sessions, saved on her device (spec §2). The outbox's entity is the session's id;
 * each answer is the session as the server now has it.
 */
export const sessionCommands = defineCommands({
  'service-session.create': {
    method: 'POST',
    path: '/service-sessions',
    params: {},
    input: sessionCreateInput,
    version: 'never',
    ack: { record: 'service-session', missing: 'refused' },
  },
  'service-session.update': {
    method: 'PUT',
    path: '/service-sessions/:id',
    params: { id: 'uuid' },
    input: sessionUpdateInput,
    version: 'always',
    ack: { record: 'service-session', missing: 'conflict' },
  },
  'service-session.delete': {
    method: 'DELETE',
    path: '/service-sessions/:id',
    params: { id: 'uuid' },
    input: SessionDeleteInput,
    version: 'always',
    ack: { record: 'service-session', removes: true, missing: 'done' },
  },
})

/**
 * A session's visits changed one at a time. No screen queues them today, but the batched push
 * takes them as their single endpoints do; the answer is the visit's session.
 */
export const visitCommands = defineCommands({
  'service-visit.add': {
    method: 'POST',
    path: '/service-sessions/visits',
    params: {},
    input: VisitAddInput,
    version: 'never',
    ack: { record: 'service-session', missing: 'refused' },
  },
  'service-visit.update': {
    method: 'PATCH',
    path: '/service-sessions/visits/:id',
    params: { id: 'uuid' },
    input: VisitUpdateInput,
    version: 'always',
    ack: { record: 'service-session', missing: 'refused' },
  },
  'service-visit.remove': {
    method: 'DELETE',
    path: '/service-sessions/visits/:id',
    params: { id: 'uuid' },
    input: VisitDeleteInput,
    version: 'always',
    ack: { record: 'service-session', missing: 'refused' },
  },
})
