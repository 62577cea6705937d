import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueueTimeout, TabQueue } from "./tab-queue";

describe("TabQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("admits up to its tabs at once and the rest in the order they came", async () => {
    const queue = new TabQueue(2, 10_000);
    const order: number[] = [];
    const callers = [1, 2, 3, 4, 5].map((n) => queue.enter().then(() => order.push(n)));
    await Promise.resolve();
    expect(order).toEqual([1, 2]);
    expect([queue.busy, queue.queued]).toEqual([2, 3]);
    queue.leave();
    await Promise.resolve();
    expect(order).toEqual([1, 2, 3]);
    queue.leave();
    queue.leave();
    await Promise.all(callers);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(queue.busy).toBe(2);
    queue.leave();
    queue.leave();
    expect([queue.busy, queue.queued]).toEqual([0, 0]);
  });

  it("gives up on a caller that waited too long, and the line moves on without it", async () => {
    const queue = new TabQueue(1, 5_000);
    await queue.enter();
    const late = queue.enter();
    const later = queue.enter();
    vi.advanceTimersByTime(4_999);
    expect(queue.queued).toBe(2);
    vi.advanceTimersByTime(1);
    await expect(late).rejects.toBeInstanceOf(QueueTimeout);
    await expect(later).rejects.toBeInstanceOf(QueueTimeout);
    expect(queue.queued).toBe(0);
    queue.leave();
    expect(queue.busy).toBe(0);
    await queue.enter();
    expect(queue.busy).toBe(1);
  });
});
