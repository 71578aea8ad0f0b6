import type { BookOrder } from './book-order';

/**
 * Stop orders waiting outside the book. Buy stops trigger when the last price rises to their stop
 * price (lowest stop first), sell stops when it falls to it (highest first); equal stops trigger in
 * arrival order. Each side is an array kept so that the NEXT stop to trigger is the last element.
 */
export class StopBook {
  private readonly buys: BookOrder[] = [];
  private readonly sells: BookOrder[] = [];

  get size(): number {
    return this.buys.length + this.sells.length;
  }

  add(order: BookOrder): void {
    const list = this.listOf(order);
    list.splice(this.position(list, order), 0, order);
  }

  remove(order: BookOrder): void {
    const list = this.listOf(order);
    const index = this.position(list, order);
    if (list[index] === order) list.splice(index, 1);
  }

  /** Takes the next stop whose condition holds at `lastPrice`, or undefined. */
  takeTriggered(lastPrice: bigint): BookOrder | undefined {
    const buy = this.buys[this.buys.length - 1];
    const sell = this.sells[this.sells.length - 1];
    const buyReady = buy !== undefined && lastPrice >= stopOf(buy);
    const sellReady = sell !== undefined && lastPrice <= stopOf(sell);
    if (buyReady && (!sellReady || buy.arrival < (sell as BookOrder).arrival)) return this.buys.pop();
    if (sellReady) return this.sells.pop();
    return undefined;
  }

  clear(): void {
    this.buys.length = 0;
    this.sells.length = 0;
  }

  private listOf(order: BookOrder): BookOrder[] {
    return order.side === 'buy' ? this.buys : this.sells;
  }

  /** Number of orders that trigger after `order` (its index in the list). */
  private position(list: BookOrder[], order: BookOrder): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (triggersBefore(order, list[mid] as BookOrder)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function stopOf(order: BookOrder): bigint {
  return order.input.stopPrice as bigint;
}

function triggersBefore(a: BookOrder, b: BookOrder): boolean {
  const sa = stopOf(a);
  const sb = stopOf(b);
  if (sa !== sb) return a.side === 'buy' ? sa < sb : sa > sb;
  return a.arrival < b.arrival;
}
