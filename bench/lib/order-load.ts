/**
 * The order bench's load generator, run as a child process of the bench (bench/orders.ts) so its 32
 * HTTP clients do not take the CPU of the server they measure (on the embedded database they shared
 * PGlite's one thread). Given the app's address and two signed-in sessions, it places limit orders
 * for the duration, buyers and sellers alternating at each market's reference price so about half
 * the orders cross, cancels one resting order in three right after placing it, and sends the counts
 * and latencies back to its parent over the IPC channel.
 */
import { Agent, request as httpRequest } from 'node:http';
import { apiPaths } from '../../src/contracts/api-paths';
import { MARKET_IDS, MARKETS } from '../../src/domain/exchange/markets';

export interface OrderLoadRequest {
  address: string;
  /** The app's public URL, sent as the browser's Origin header. */
  origin: string;
  /** Cookie headers of the buyer (0) and the seller (1). */
  cookies: [string, string];
  clients: number;
  durationMs: number;
}

export interface OrderLoadResult {
  /** Every request's latency in ms, sorted. */
  latencies: number[];
  cancels: number;
  refused: number;
  /** Answers other than 2xx, by status. */
  refusedByStatus: Record<number, number>;
  trades: number;
  seconds: number;
  /** CPU time this process used while placing the load (user + system), ms. */
  cpuMs: number;
}

/** One resting order in CANCEL_EVERY is cancelled right after it is placed. */
const CANCEL_EVERY = 3;

/**
 * One keep-alive connection per client, through node:http rather than fetch: fetch cost the load
 * generator about 1 ms of CPU per request, a third of the machine's work per order on 2 cores, taken
 * from the server and PostgreSQL it measures.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

interface Answer {
  status: number;
  body: { fills?: unknown[]; order?: { id: string; status: string } };
}

function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function placeLoad(request: OrderLoadRequest): Promise<OrderLoadResult> {
  const { address, origin, cookies } = request;
  const latencies: number[] = [];
  const refusedByStatus: Record<number, number> = {};
  let refused = 0;
  let trades = 0;
  let cancels = 0;
  const timed = async (call: () => Promise<Answer>) => {
    const t0 = performance.now();
    const { status, body } = await call();
    latencies.push(performance.now() - t0);
    if (status >= 300) {
      refused++;
      refusedByStatus[status] = (refusedByStatus[status] ?? 0) + 1;
    }
    return body;
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + request.durationMs;
  await Promise.all(
    Array.from({ length: request.clients }, async (_, worker) => {
      const market = MARKET_IDS[worker % MARKET_IDS.length]!;
      for (let n = 0; performance.now() < deadline; n++) {
        const isBuyer = (worker + n) % 2 === 0;
        const cookie = cookies[isBuyer ? 0 : 1];
        const body = await timed(() =>
          send(
            `${address}${apiPaths.market.orders}`,
            'POST',
            { 'content-type': 'application/json', origin, cookie },
            JSON.stringify({
              market,
              side: isBuyer ? 'buy' : 'sell',
              type: 'limit',
              amount: '120',
              price: MARKETS[market].referencePrice,
            }),
          ),
        );
        trades += body.fills?.length ?? 0;
        if (body.order?.status === 'open' && n % CANCEL_EVERY === 0) {
          cancels++;
          await timed(() =>
            send(`${address}${apiPaths.market.order.replace(':id', body.order!.id)}`, 'DELETE', { origin, cookie }),
          );
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return { latencies, cancels, refused, refusedByStatus, trades, seconds, cpuMs: (cpu.user + cpu.system) / 1000 };
}

// Started by fork(): one request in, one result out, then exit (the parent waits for both).
process.once('message', (request: OrderLoadRequest) => {
  void placeLoad(request).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
