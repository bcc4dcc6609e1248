/**
 * The Web Lock the sync engine holds while it sends. Its own module: the update gate (part of
 * every page's start, through the service worker's registration) needs the name, not the engine.
 */
export const SYNC_LOCK = 'bitacora:sync'
