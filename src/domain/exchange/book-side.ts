import type { BookOrder } from './book-order';
import type { BookLevel, Side } from './engine-types';
import { PriceLevel } from './price-level';

/**
 * One side of a book: price → level in a Map, plus the level prices in a sorted array kept worst
 * first so the best level is the LAST element (the matching loop consumes it with pop(), and a new
 * best price is a push). Inserting or dropping a level elsewhere is a binary search and a splice.
 */
export class BookSide {
  private readonly levels = new Map<bigint, PriceLevel>();
  private readonly prices: bigint[] = [];

  constructor(readonly side: Side) {}

  /** True when price `a` is better than `b` for this side (higher bid, lower ask). */
  isBetter(a: bigint, b: bigint): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  best(): PriceLevel | undefined {
    const price = this.prices[this.prices.length - 1];
    return price === undefined ? undefined : this.levels.get(price);
  }

  add(order: BookOrder): void {
    let level = this.levels.get(order.price);
    if (!level) {
      level = new PriceLevel(order.price);
      this.levels.set(order.price, level);
      this.insertPrice(order.price);
    }
    level.append(order);
  }

  /** Removes a resting order (cancel) and drops its level when it empties. */
  remove(order: BookOrder): void {
    const level = order.level;
    if (!level) return;
    level.remove(order);
    if (level.isEmpty) this.dropLevel(level.price);
  }

  /** Drops the best level after the matching loop emptied it. */
  dropBest(): void {
    const price = this.prices.pop();
    if (price !== undefined) this.levels.delete(price);
  }

  /** Aggregated levels, best first. */
  topLevels(depth: number): BookLevel[] {
    const result: BookLevel[] = [];
    for (let i = this.prices.length - 1; i >= 0 && result.length < depth; i--) {
      const price = this.prices[i] as bigint;
      result.push({ price, quantity: (this.levels.get(price) as PriceLevel).total });
    }
    return result;
  }

  /** Levels best first, for walks that must look past the top (fill-or-kill checks). */
  *levelsBestFirst(): Generator<PriceLevel> {
    for (let i = this.prices.length - 1; i >= 0; i--) {
      yield this.levels.get(this.prices[i] as bigint) as PriceLevel;
    }
  }

  clear(): void {
    this.levels.clear();
    this.prices.length = 0;
  }

  /** Index of the first price that is better than or equal to `price` (worst-first order). */
  private lowerBound(price: bigint): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.isBetter(price, this.prices[mid] as bigint)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private insertPrice(price: bigint): void {
    const last = this.prices[this.prices.length - 1];
    if (last === undefined || this.isBetter(price, last)) this.prices.push(price);
    else this.prices.splice(this.lowerBound(price), 0, price);
  }

  private dropLevel(price: bigint): void {
    this.levels.delete(price);
    if (this.prices[this.prices.length - 1] === price) this.prices.pop();
    else this.prices.splice(this.lowerBound(price), 1);
  }
}
