// npm run worker — a worker-only process for scale-out; it needs DATABASE_URL (PostgreSQL).
import { env } from "@/lib/config/env";
import { startServerRuntime } from "@/lib/server-runtime";

if (!env().DATABASE_URL) {
  console.error("[darkroom] npm run worker needs DATABASE_URL: the embedded database belongs to the web process alone.");
  process.exit(1);
}
void startServerRuntime({ role: "worker" });
