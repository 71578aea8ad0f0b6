/**
 * Where PGlite's time goes, per statement and protocol step (the order profile): wraps the
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
function statementText(message: Uint8Array, decoder: TextDecoder, labelChars: number): string | null {
  let start: number;
  if (message[0] === Q) start = 5;
  else if (message[0] === P) {
    start = message.indexOf(0, 5) + 1;
  } else return null;
  const end = message.indexOf(0, start);
  return decoder
    .decode(message.subarray(start, end < 0 ? undefined : end))
    .replace(/\s+/g, ' ')
    .slice(0, labelChars);
}

/** The text parameters of a Bind message ('B': length, portal, statement, formats, values); null unless all text. */
function bindParameters(message: Uint8Array, decoder: TextDecoder): (string | null)[] | null {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  let at = message.indexOf(0, 5) + 1;
  at = message.indexOf(0, at) + 1;
  const formats = view.getInt16(at);
  for (let i = 0; i < formats; i++) if (view.getInt16(at + 2 + 2 * i) !== 0) return null;
  at += 2 + 2 * formats;
  const count = view.getInt16(at);
  at += 2;
  const values: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const length = view.getInt32(at);
    at += 4;
    if (length < 0) values.push(null);
    else {
      values.push(decoder.decode(message.subarray(at, at + length)));
      at += length;
    }
  }
  return values;
}

export function timePgliteStatements(db: unknown, labelChars = LABEL_CHARS) {
  const client = (db as { $client: ProtocolClient }).$client;
  const run = client.execProtocolRawSync.bind(client);
  const totals = new Map<string, { calls: number; ms: number }>();
  const decoder = new TextDecoder();
  /** Per label: the whole text of the statement and the parameters it was last bound with. */
  const sent = new Map<string, { text: string; params: (string | null)[] | null }>();
  let statement = '?';
  client.execProtocolRawSync = (message: Uint8Array) => {
    const text = statementText(message, decoder, Infinity);
    if (text !== null) {
      statement = text.slice(0, labelChars);
      sent.set(statement, { text, params: sent.get(statement)?.params ?? null });
    }
    if (message[0] === 0x42) sent.get(statement)!.params = bindParameters(message, decoder);
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
    /** The `limit` costliest statements (all steps summed), whole, with the parameters last bound. */
    costliest(limit: number): { text: string; params: (string | null)[] | null; ms: number }[] {
      const byStatement = new Map<string, number>();
      for (const [key, t] of totals) byStatement.set(key.slice(2), (byStatement.get(key.slice(2)) ?? 0) + t.ms);
      return [...byStatement]
        .sort((a, b) => b[1] - a[1])
        .slice(0, limit)
        .map(([label, ms]) => ({ ...(sent.get(label) ?? { text: label, params: null }), ms }));
    },
    /** Total synchronous protocol time so far, in ms. */
    totalMs: () => [...totals.values()].reduce((sum, t) => sum + t.ms, 0),
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
