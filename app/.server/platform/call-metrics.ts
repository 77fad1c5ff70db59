// How long the app's calls to the platform take, for the operator's Prometheus (/metrics, served by
// server/): by method, path (ids and tokens folded into `:param`, common/bounded-path.ts) and status
// ("unreachable" when no answer came). The histogram is the process's, in prom-client's default registry:
// the Remix build and the server bundle both hold this module, so the second takes the first's histogram
// rather than registering its own.
import { Histogram, register } from "prom-client";
import { boundedPath } from "~common/bounded-path";

const NAME = "constat_platform_call_duration_seconds";

function histogram(): Histogram<"method" | "path" | "status"> {
  const existing = register.getSingleMetric(NAME) as Histogram<"method" | "path" | "status"> | undefined;
  return (
    existing ??
    new Histogram({
      name: NAME,
      help: "Duration of the app's calls to the platform API, by method, path pattern and status.",
      labelNames: ["method", "path", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    })
  );
}

// Registered on import, so that /metrics lists it before the first call.
const callDuration = histogram();

/** Starts timing a call; the returned function records it with the answer's status (or "unreachable"). */
export function timePlatformCall(method: string, path: string): (status: number | "unreachable") => void {
  const stop = callDuration.startTimer({ method, path: boundedPath(path) });
  return (status) => stop({ status: String(status) });
}
