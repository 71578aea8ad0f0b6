import type { OrderInput, Side } from './engine-types';
import type { PriceLevel } from './price-level';

/**
 * An order live inside the engine. Mutable on purpose: the hot matching loop updates `remaining`
 * in place, and the `prev`/`next` links make the level's FIFO queue removable in O(1).
 */
export interface BookOrder {
  readonly input: OrderInput;
  readonly id: string;
  readonly ownerId: string;
  readonly side: Side;
  /** Limit price in ticks; 0 for market and stop_market orders. */
  readonly price: bigint;
  remaining: bigint;
  triggered: boolean;
  /** Engine-wide arrival number: breaks ties in time priority among waiting stops. */
  arrival: number;
  level: PriceLevel | null;
  prev: BookOrder | null;
  next: BookOrder | null;
}

export function createBookOrder(input: OrderInput, remaining: bigint, arrival: number): BookOrder {
  return {
    input,
    id: input.id,
    ownerId: input.ownerId,
    side: input.side,
    price: input.price ?? 0n,
    remaining,
    triggered: false,
    arrival,
    level: null,
    prev: null,
    next: null,
  };
}
