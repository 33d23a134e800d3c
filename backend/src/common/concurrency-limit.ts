import { AppError, MESSAGES } from './errors/app-error.js';

/**
 * Thrown when a ConcurrencyLimit has no slot and no room (or no time) left to wait for one: the API
 * answers it as 503 BUSY with the limit's Retry-After, so no caller has to translate it.
 */
export class AtCapacity extends AppError {
  constructor(
    readonly reason: 'queue full' | 'waited too long',
    retryAfterSeconds: number,
  ) {
    super(503, 'BUSY', MESSAGES.busy, undefined, retryAfterSeconds);
    this.name = 'AtCapacity';
  }
}

interface Waiter {
  resolve: () => void;
  timer: NodeJS.Timeout;
}

/**
 * At most `slots` tasks at once in this process, at most `queue` more waiting (first come, first
 * served), each waiting no longer than `waitMs`. Beyond that a task is refused at once with
 * AtCapacity (503 BUSY), so an overload answers fast instead of piling up requests that time out anyway.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly slots: number,
    readonly queue: number,
    readonly waitMs: number,
    /** What a refused caller is told to wait before trying again (the Retry-After header). */
    readonly retryAfterSeconds = 1,
  ) {}

  /** At most `slots` at once and nobody waiting: a caller beyond them is refused at once. */
  static withoutQueue(slots: number, retryAfterSeconds: number): ConcurrencyLimit {
    return new ConcurrencyLimit(slots, 0, 1, retryAfterSeconds);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /**
   * A slot held until the returned function is called (for work that outlives one promise, like a
   * download that streams for minutes); refused with AtCapacity like `run`. Releasing twice is harmless.
   */
  async hold(): Promise<() => void> {
    await this.acquire();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.release();
    };
  }

  private acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queue) return Promise.reject(new AtCapacity('queue full', this.retryAfterSeconds));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new AtCapacity('waited too long', this.retryAfterSeconds));
        }, this.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    // The slot passes straight to the next waiter: `running` stays the same.
    clearTimeout(next.timer);
    next.resolve();
  }
}
