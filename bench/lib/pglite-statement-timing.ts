/**
 * Where PGlite's time goes, per statement and protocol step (issue 18's order profile): wraps the
 * embedded database's synchronous protocol call, which runs the whole of a message on this thread
 * (P parse, B bind, which plans an unnamed statement, E execute, S sync, which commits an implicit
 * transaction, Q a simple query such as COMMIT). Each call is charged to the statement last parsed.
 */
interface ProtocolClient {
  execProtocolRawSync(message: Uint8Array): Uint8Array;
}

const P = 0x50;
const Q = 0x51;
const LABEL_CHARS = 80;

/** The statement text of a Parse ('P': length, statement name, text) or Query ('Q': length, text) message. */
function statementText(message: Uint8Array, decoder: TextDecoder): string | null {
  let start: number;
  if (message[0] === Q) start = 5;
  else if (message[0] === P) {
    start = message.indexOf(0, 5) + 1;
  } else return null;
  const end = message.indexOf(0, start);
  return decoder
    .decode(message.subarray(start, end < 0 ? undefined : end))
    .replace(/\s+/g, ' ')
    .slice(0, LABEL_CHARS);
}

export function timePgliteStatements(db: unknown) {
  const client = (db as { $client: ProtocolClient }).$client;
  const run = client.execProtocolRawSync.bind(client);
  const totals = new Map<string, { calls: number; ms: number }>();
  const decoder = new TextDecoder();
  let statement = '?';
  client.execProtocolRawSync = (message: Uint8Array) => {
    statement = statementText(message, decoder) ?? statement;
    const started = performance.now();
    try {
      return run(message);
    } finally {
      const key = `${String.fromCharCode(message[0]!)} ${statement}`;
      const total = totals.get(key) ?? { calls: 0, ms: 0 };
      total.calls += 1;
      total.ms += performance.now() - started;
      totals.set(key, total);
    }
  };
  return {
    reset: () => totals.clear(),
    /** The `limit` costliest (step, statement) pairs, in ms per command (wall clock, on this thread). */
    print(commands: number, limit = 15) {
      const all = [...totals.values()].reduce((sum, t) => sum + t.ms, 0);
      console.log(`PGlite, synchronous protocol time: ${(all / commands).toFixed(2)} ms per command`);
      for (const [key, t] of [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, limit))
        console.log(
          `${(t.ms / commands).toFixed(3).padStart(8)} ms/command ${String(t.calls).padStart(6)} calls  ${key}`,
        );
    },
  };
}
