/** Builders shared by the engine's tests (test-only; nothing in the product imports this file). */
import type { Command, EngineEvent, OrderInput } from '../engine-types';
import { MatchingEngine } from '../matching-engine';

let nextSequence = 1;

export function order(fields: Partial<OrderInput> & Pick<OrderInput, 'id' | 'side'>): OrderInput {
  const sequence = nextSequence++;
  return {
    ownerId: 'alice',
    type: 'limit',
    quantity: 100n,
    timeInForce: 'GTC',
    sequence,
    timestamp: 1_700_000_000_000 + sequence,
    ...fields,
  };
}

export function place(fields: Partial<OrderInput> & Pick<OrderInput, 'id' | 'side'>): Command {
  return { kind: 'place', order: order(fields) };
}

export function newEngine(): MatchingEngine {
  return new MatchingEngine('VINO-USD');
}

export function run(engine: MatchingEngine, ...commands: Command[]): EngineEvent[] {
  return commands.flatMap((command) => engine.process(command));
}

export function ofType<T extends EngineEvent['type']>(events: EngineEvent[], type: T) {
  return events.filter((event): event is Extract<EngineEvent, { type: T }> => event.type === type);
}
