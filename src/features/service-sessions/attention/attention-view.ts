/**
 * What the attention dialog shows: the list, or one change being corrected or compared. Its own
 * file so the dialog and the list both use it without importing each other (no cycle).
 */
export type AttentionView = { kind: 'list' } | { kind: 'correct' | 'compare' | 'record-again'; seq: number }
