/**
 * Runs `task` in a task of its own, after the current one. The portal's start-up effects (session check,
 * guest, service settings) each do a little work (storage, requests); deferred, they no longer add up to one
 * long task right after hydration (total blocking time). Returns the cancel for an effect cleanup.
 */
export function deferTask(task: () => void): () => void {
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
