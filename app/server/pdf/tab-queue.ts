/**
 * First come, first served admission to a fixed number of tabs. `enter` resolves when a tab is
 * free (at once when one is), or rejects with QueueTimeout once the caller has waited `maxWaitMs`;
 * `leave` hands the tab to the longest waiting caller. Plain TypeScript: the PDF renderer's
 * Durable Object keeps one, and the unit tests drive it with their own clock.
 */
export class QueueTimeout extends Error {
  constructor(readonly waitedMs: number) {
    super(`Waited ${waitedMs} ms for a free tab.`);
  }
}

interface Waiter {
  admit: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export class TabQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly tabs: number,
    private readonly maxWaitMs: number,
  ) {}

  get busy(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  enter(): Promise<void> {
    if (this.active < this.tabs) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new QueueTimeout(this.maxWaitMs));
        }, this.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** The tab goes to the next caller in line, or back to the pool. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.active = Math.max(0, this.active - 1);
  }
}
