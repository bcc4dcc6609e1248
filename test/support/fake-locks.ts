/**
 * An in-memory Web Locks manager (jsdom and Node have none) with the semantics the app relies
 * on: exclusive and shared modes, requests granted in order, `ifAvailable` answered with null
 * at once when the lock is taken. One instance stands for every tab and the worker together.
 */
type Mode = 'exclusive' | 'shared'
interface Waiter {
  mode: Mode
  grant: () => void
}

export class FakeLocks {
  private readonly holders = new Map<string, { mode: Mode; count: number }>()
  private readonly queues = new Map<string, Waiter[]>()

  request<T>(name: string, ...args: [(lock: Lock | null) => T | Promise<T>] | [LockOptions, (lock: Lock | null) => T | Promise<T>]): Promise<T> {
    const [options, callback] = args.length === 1 ? [{} as LockOptions, args[0]] : args
    const mode: Mode = options.mode ?? 'exclusive'
    if (options.ifAvailable && !this.free(name, mode)) return Promise.resolve(callback(null))
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        const holder = this.holders.get(name)
        this.holders.set(name, { mode, count: (holder?.count ?? 0) + 1 })
        Promise.resolve()
          .then(() => callback({ name, mode } as Lock))
          .then(resolve, reject)
          .finally(() => this.release(name))
      }
      if (this.free(name, mode)) run()
      else this.queue(name).push({ mode, grant: run })
    })
  }

  /** Whether `name` is held by anyone (for assertions). */
  isHeld(name: string): boolean {
    return (this.holders.get(name)?.count ?? 0) > 0
  }

  private queue(name: string): Waiter[] {
    let queue = this.queues.get(name)
    if (!queue) this.queues.set(name, (queue = []))
    return queue
  }

  private free(name: string, mode: Mode): boolean {
    const holder = this.holders.get(name)
    if (this.queue(name).length > 0) return false
    return !holder || holder.count === 0 || (holder.mode === 'shared' && mode === 'shared')
  }

  private release(name: string): void {
    const holder = this.holders.get(name)!
    holder.count--
    const queue = this.queue(name)
    while (queue.length > 0) {
      const next = queue[0]!
      const current = this.holders.get(name)!
      if (current.count > 0 && !(current.mode === 'shared' && next.mode === 'shared')) break
      queue.shift()
      next.grant()
    }
  }
}
