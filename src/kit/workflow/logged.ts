/**
 * Spec §8: the bills, payment batches, payments and visit-log calls log the error and re-throw
 * it. The log line names the call (never its body: it may carry people's data); the screen still
 * gets the error to show in words.
 */
export async function logged<T>(call: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    console.error(`API call failed: ${call}`, error)
    throw error
  }
}
