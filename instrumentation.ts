// Next.js calls this once when the server starts: open the database and start the embedded workers.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  (await import("./lib/http/peer-headers")).stampPeerHeaders();
  const { startServerRuntime } = await import("./lib/runtime/server-runtime");
  const { env } = await import("./lib/platform/config/env");
  const { log } = await import("./lib/core/log");
  const { SETUP_TOKEN_HOURS, setupTokenIfNoOperator } = await import("./lib/domain/admin/setup-token");
  // A start-up failure (bad environment, database held by another process) exits the process here.
  await startServerRuntime({ role: "web" });
  const { PORT, HOSTNAME_BIND, PUBLIC_BASE_URL } = env();
  const base = PUBLIC_BASE_URL ?? `http://${["0.0.0.0", "::"].includes(HOSTNAME_BIND) ? "localhost" : HOSTNAME_BIND}:${PORT}`;
  const token = await setupTokenIfNoOperator();
  log().info(
    token
      ? `This instance has no operator yet. Create it at ${base}/setup?token=${token} (one use, valid ${SETUP_TOKEN_HOURS} h), ` +
          `or from another terminal: npx darkroom operator create --email you@example.com`
      : `Issue a key from another terminal: npx darkroom keys create --email you@example.com --plan business --credits 1000`,
  );
}
