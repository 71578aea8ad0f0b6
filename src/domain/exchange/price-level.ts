import type { BookOrder } from './book-order';

/**
 * All resting orders at one price on one side, in time priority: a doubly linked FIFO queue (append
 * at the tail, fill from the head, cancel anywhere in O(1)) with the aggregated quantity kept up to
 * date so snapshots and level deltas never walk the queue.
 */
export class PriceLevel {
  head: BookOrder | null = null;
  tail: BookOrder | null = null;
  total = 0n;

  constructor(readonly price: bigint) {}

  get isEmpty(): boolean {
    return this.head === null;
  }

  append(order: BookOrder): void {
    order.level = this;
    order.prev = this.tail;
    order.next = null;
    if (this.tail) this.tail.next = order;
    else this.head = order;
    this.tail = order;
    this.total += order.remaining;
  }

  /** Unlinks the order and takes its remaining quantity off the total. */
  remove(order: BookOrder): void {
    if (order.prev) order.prev.next = order.next;
    else this.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else this.tail = order.prev;
    this.total -= order.remaining;
    order.level = null;
    order.prev = null;
    order.next = null;
  }
}
