/**
 * Property-based tests: thousands of random commands per property, fixed seeds so a failure is
 * reproducible. The reference model (engine-reference-model.ts) checks every rule after each command.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandStream } from './test-support/engine-arbitraries';
import type { Command, EngineEvent } from './engine-types';
import { ReferenceModel } from './test-support/engine-reference-model';
import { MatchingEngine } from './matching-engine';

// 20 streams of 250-350 commands: about 6,000 random commands per property.
const RUNS = { numRuns: 20, seed: 20_261_122 };
const STREAM = commandStream(250, 350);
/** Generous per-test limit: the machine running the suite may be shared and slow. */
const TIMEOUT_MS = 60_000;

function replay(commands: Command[]): EngineEvent[][] {
  const engine = new MatchingEngine('VINO-USD');
  return commands.map((command) => engine.process(command));
}

/** Exact text form (bigints included) so long event logs compare quickly. */
function text(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item));
}

describe('MatchingEngine properties', () => {
  it(
    'keeps priority, conservation, no crossed book and consistent deltas after every command',
    () => {
      fc.assert(
        fc.property(STREAM, (commands) => {
          const engine = new MatchingEngine('VINO-USD');
          const model = new ReferenceModel();
          for (const command of commands) {
            model.apply(command, engine.process(command));
            model.verify(engine);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'gives identical events when the same command stream is replayed',
    () => {
      fc.assert(
        fc.property(STREAM, (commands) => {
          expect(text(replay(commands))).toBe(text(replay(commands)));
        }),
        { ...RUNS, seed: RUNS.seed + 1 },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'rebuilds an identical book with restore(openOrders()) at any point',
    () => {
      fc.assert(
        fc.property(STREAM, fc.nat(), (commands, cut) => {
          const split = cut % commands.length;
          const engine = new MatchingEngine('VINO-USD');
          for (const command of commands.slice(0, split)) engine.process(command);
          const restored = new MatchingEngine('VINO-USD');
          restored.restore(engine.openOrders(), engine.lastPrice);
          expect(restored.snapshot(1_000)).toEqual(engine.snapshot(1_000));
          expect(restored.openOrders()).toEqual(engine.openOrders());
          const rest = commands.slice(split);
          expect(text(rest.map((command) => restored.process(command)))).toBe(
            text(rest.map((command) => engine.process(command))),
          );
          expect(restored.snapshot(1_000)).toEqual(engine.snapshot(1_000));
        }),
        { ...RUNS, seed: RUNS.seed + 2 },
      );
    },
    TIMEOUT_MS,
  );
});
