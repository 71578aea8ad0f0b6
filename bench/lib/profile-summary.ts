/**
 * Summarises a V8 CPU profile (`.cpuprofile`) of the app under load by request step:
 * each sample is given to the innermost frame of its stack that belongs to a known step (a hook of
 * ours, the logger, the framework, the socket write...), so a hook that calls `done()` and thereby
 * runs the next hook inside its own frame is not charged for it. Node's own internals and code
 * without a source file (fast-json-stringify's generated functions) are transparent: their samples
 * go to the step that called them, or to "node internals" when nothing known is on the stack.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Request steps, matched against a frame's file (or, for the socket write, its function). */
const STEPS: { step: string; matches: (frame: CallFrame) => boolean }[] = [
  {
    step: 'socket write (writev)',
    matches: (f) => /^(writevGeneric|writeGeneric|writev|writeBuffer)$/.test(f.functionName),
  },
  { step: 'garbage collection', matches: (f) => f.functionName === '(garbage collector)' },
  { step: 'idle', matches: (f) => f.functionName === '(idle)' },
  {
    step: 'response headers hook (id, security)',
    matches: (f) => f.url.includes('platform/http/response-headers'),
  },
  {
    step: 'request log (pino)',
    matches: (f) => /observability\/request-log|\/pino\/|\/pino-std-serializers\/|fast-redact|sonic-boom/.test(f.url),
  },
  {
    step: 'metrics onResponse (prom-client)',
    matches: (f) => /observability\/http-metrics|\/prom-client\//.test(f.url),
  },
  {
    step: 'settings enforcement onRequest',
    matches: (f) => /settings-enforcement|maintenance-gate|settings-service/.test(f.url),
  },
  { step: 'API-key check onRequest', matches: (f) => f.url.includes('platform/auth/guards') },
  {
    step: 'rate limit onRequest',
    matches: (f) => /platform\/http\/(rate-limit|fixed-window-counters|client-address-key)/.test(f.url),
  },
  { step: 'system alerts onSend', matches: (f) => f.url.includes('admin-overview-module') },
  {
    step: 'response serialisation',
    matches: (f) => /response-serializer|fast-json-stringify|fastify-type-provider-zod|\/zod\//.test(f.url),
  },
  { step: 'request id, genReqId (app.ts)', matches: (f) => f.url.endsWith('src/server/app.ts') },
  { step: 'route handler and its cache', matches: (f) => /src\/server\/(modules|platform\/ttl-cache)/.test(f.url) },
  { step: 'fastify (routing, hook runner, reply)', matches: (f) => /\/fastify\/|find-my-way|\/avvio\//.test(f.url) },
  {
    step: 'node http (parser, response)',
    matches: (f) => /^node:(_http|http|net|internal\/http|internal\/stream_base)/.test(f.url),
  },
  { step: '(program)', matches: (f) => f.functionName === '(program)' },
];

const OTHER = 'node internals and other';

export interface StepSummary {
  step: string;
  micros: number;
  /** Share of the busy (not idle) samples. */
  share: number;
  /** The step's top frames by self time: "function file:line" and their µs. */
  topFrames: { frame: string; micros: number }[];
}

const shortUrl = (url: string) =>
  url
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/src\//, 'src/')
    .replace(/^file:\/\//, '');

const MAX_SAMPLE_WEIGHT = 2;

function medianInterval(timeDeltas: number[]): number {
  const sorted = timeDeltas.filter((delta) => delta > 0).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Time per step over the whole profile, largest first. */
export function summariseProfile(profile: CpuProfile, topFrames = 3): StepSummary[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) byId.get(child)!.parent = node.id;
  const stepOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = stepOf.get(id);
    if (known) return known;
    let step = OTHER;
    for (
      let cursor: ProfileNode | undefined = byId.get(id);
      cursor;
      cursor = cursor.parent === undefined ? undefined : byId.get(cursor.parent)
    ) {
      const match = STEPS.find((candidate) => candidate.matches(cursor!.callFrame));
      if (match) {
        step = match.step;
        break;
      }
    }
    stepOf.set(id, step);
    return step;
  };
  const stepMicros = new Map<string, number>();
  const frameMicros = new Map<string, Map<string, number>>();
  let total = 0;
  // Each sample weighs at most MAX_SAMPLE_WEIGHT intervals: on a loaded machine the sampler thread
  // is descheduled with the server, and the first sample after a long pause carries the whole pause
  // as its time delta (60 samples of one frame once showed as 7 µs per request).
  const interval = medianInterval(profile.timeDeltas);
  profile.samples.forEach((id, index) => {
    const micros = Math.min(profile.timeDeltas[index + 1] ?? 0, MAX_SAMPLE_WEIGHT * interval);
    total += micros;
    const step = classify(id);
    stepMicros.set(step, (stepMicros.get(step) ?? 0) + micros);
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const frame = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
    const frames = frameMicros.get(step) ?? new Map<string, number>();
    frames.set(frame, (frames.get(frame) ?? 0) + micros);
    frameMicros.set(step, frames);
  });
  const busy = total - (stepMicros.get('idle') ?? 0);
  return [...stepMicros.entries()]
    .filter(([step]) => step !== 'idle')
    .map(([step, micros]) => ({
      step,
      micros,
      share: micros / busy,
      topFrames: [...frameMicros.get(step)!.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, topFrames)
        .map(([frame, frameTime]) => ({ frame, micros: frameTime })),
    }))
    .sort((a, b) => b.micros - a.micros);
}

/**
 * One line per step: its share of the busy samples and that share of the server's measured CPU time
 * per request (µs), then its top self-time frames likewise. The profiler samples wall time, so on a
 * loaded machine a step that waits to be scheduled (the socket write, mostly) looks longer than its
 * CPU cost; shares of busy samples scaled to the measured CPU time keep the steps comparable.
 */
export function printProfileSummary(rows: StepSummary[], cpuMicrosPerRequest: number): void {
  const busy = rows.reduce((sum, row) => sum + row.micros, 0);
  const micros = (value: number) => ((value / busy) * cpuMicrosPerRequest).toFixed(1);
  for (const row of rows) {
    console.log(
      row.step.padEnd(40),
      `${micros(row.micros)} µs/req`.padStart(12),
      `${(row.share * 100).toFixed(1)}%`.padStart(6),
    );
    for (const frame of row.topFrames) console.log(''.padEnd(44), micros(frame.micros).padStart(6), frame.frame);
  }
}
