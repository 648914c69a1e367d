import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { processState } from "@/lib/core/process-state";

/** Every metric this process exports, made once. */
function createMetrics() {
  const registry = new Registry();
  // Process and Node.js metrics, event-loop lag (`nodejs_eventloop_lag_seconds`) among them.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    jobsTotal: new Counter({ name: "darkroom_jobs_total", help: "Job transitions in this process, by kind and new status (queued, running, complete, failed, canceled)", labelNames: ["kind", "status"], registers }),
    jobDuration: new Histogram({
      name: "darkroom_job_duration_seconds",
      help: "Time from a job's first start to its end, by kind and final status",
      labelNames: ["kind", "status"],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
      registers,
    }),
    jobFailures: new Counter({ name: "darkroom_job_failures_total", help: "Failed jobs by kind and error code", labelNames: ["kind", "code"], registers }),
    jobRetries: new Counter({ name: "darkroom_job_retries_total", help: "Jobs started again after a transient failure or a lost worker, by kind", labelNames: ["kind"], registers }),
    deliveryRenders: new Counter({ name: "darkroom_delivery_renders_total", help: "Delivery variants rendered by this process (each stored variant is rendered once)", registers }),
    creditsCharged: new Counter({ name: "darkroom_credits_charged_total", help: "Credits charged for jobs, by job kind", labelNames: ["kind"], registers }),
    creditsRefunded: new Counter({ name: "darkroom_credits_refunded_total", help: "Credits refunded for failed or canceled jobs, by job kind", labelNames: ["kind"], registers }),
    httpRequests: new Counter({ name: "darkroom_http_requests_total", help: "API requests by method, route template and status", labelNames: ["method", "route", "status"], registers }),
    httpDuration: new Histogram({
      name: "darkroom_http_request_duration_seconds",
      help: "Time until an API handler answered (streamed bodies excluded), by method and route template",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 150],
      registers,
    }),
    // Read from the database on each scrape (lib/http/metrics-scrape.ts): the same on every process.
    queueJobs: new Gauge({ name: "darkroom_queue_jobs", help: "Jobs queued and running in the whole queue, by kind, lane and status", labelNames: ["kind", "lane", "status"], registers }),
    workers: new Gauge({ name: "darkroom_workers", help: "Registered worker processes, live or stale (no heartbeat lately)", labelNames: ["state"], registers }),
    workerRunningJobs: new Gauge({ name: "darkroom_worker_running_jobs", help: "Jobs the live worker processes report running", registers }),
    // Probed on each scrape (lib/http/metrics-scrape.ts), as /api/health does.
    dependencyUp: new Gauge({ name: "darkroom_dependency_up", help: "Whether a dependency answered this process's probe (1) or not (0): database, storage, redis (when configured)", labelNames: ["dependency"], registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module "@/lib/core/process-state" {
  interface ProcessState {
    metrics?: Metrics;
  }
}

// One registry per process: Next bundles route code and the server entry (where workers run) separately.
export function metrics(): Metrics {
  return (processState().metrics ??= createMetrics());
}
