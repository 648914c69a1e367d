// npm run worker — a worker-only process for scale-out; it needs DATABASE_URL (PostgreSQL).
import { logFatal } from "@/lib/core/log";
import { env } from "@/lib/platform/config/env";
import { serveMetrics } from "@/lib/http/metrics-server";
import { drainOnSignals, startServerRuntime } from "@/lib/runtime/server-runtime";

void startServerRuntime({ role: "worker" }).then(async (runtime) => {
  drainOnSignals(runtime);
  const port = env().METRICS_PORT;
  if (!port) return;
  await serveMetrics(port, env().HOSTNAME_BIND).catch((error: Error) => {
    logFatal(`[darkroom] cannot serve /metrics on METRICS_PORT ${port}: ${error.message}`);
    process.exit(1);
  });
});
