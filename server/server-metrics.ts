// The operator's metrics of one server (Prometheus text at /metrics): how long requests take by route,
// the socket.io connections, and whatever else registers here (the embedded platform's backlogs and
// pool); followed by the process's own, in prom-client's default registry: CPU, memory, event loop,
// and the app's platform calls (app/.server/platform/call-metrics.ts), which the Remix build records.
// A registry per server, not per process: tests run several servers in one process.
import { collectDefaultMetrics, Gauge, Histogram, register, Registry } from "prom-client";

interface RequestObservation {
  method: string;
  route: string;
  /** The status sent, or "aborted" when the client left before the answer was complete. */
  status: number | "aborted";
  seconds: number;
}

export interface ServerMetrics {
  registry: Registry;
  observeRequest(observation: RequestObservation): void;
  /** How many socket.io connections this server holds, read at each scrape. */
  countSockets(count: () => number): void;
  /** The exposition text: the process's metrics, then this server's. */
  render(): Promise<string>;
  contentType: string;
}

/** Methods a client may send are endless; as a label, anything unusual is "other". */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function collectProcessMetricsOnce(): void {
  if (register.getSingleMetric("process_cpu_user_seconds_total")) return;
  collectDefaultMetrics();
}

export function createServerMetrics(): ServerMetrics {
  collectProcessMetricsOnce();
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: "constat_http_request_duration_seconds",
    help: "Duration of the HTTP requests this server answered, by method, route (Remix route id or express pattern) and status.",
    labelNames: ["method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  let sockets: () => number = () => 0;
  new Gauge({
    name: "constat_socketio_connections",
    help: "socket.io connections open on this server (live notifications and video signalling).",
    registers: [registry],
    collect() {
      this.set(sockets());
    },
  });

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const knownMethod = KNOWN_METHODS.has(method) ? method : "other";
      requestDuration.observe({ method: knownMethod, route, status_code: String(status) }, seconds);
    },
    countSockets(count) {
      sockets = count;
    },
    async render() {
      const [processMetrics, serverMetrics] = await Promise.all([register.metrics(), registry.metrics()]);
      return `${processMetrics.trimEnd()}\n\n${serverMetrics}`;
    },
    contentType: registry.contentType,
  };
}
