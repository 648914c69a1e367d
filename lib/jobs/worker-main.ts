// npm run worker — a worker-only process for scale-out; it needs DATABASE_URL (PostgreSQL).
import { startServerRuntime } from "@/lib/server-runtime";

void startServerRuntime({ role: "worker" });
