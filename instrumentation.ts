// Next.js calls this once when the server starts: open the database and start the embedded workers.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  (await import("./lib/api/peer-headers")).stampPeerHeaders();
  const { startServerRuntime } = await import("./lib/server-runtime");
  const { env } = await import("./lib/config/env");
  // A start-up failure (bad environment, database held by another process) exits the process here.
  await startServerRuntime({ role: "web" });
  const port = env().PORT;
  console.log(
    `[darkroom] Open http://localhost:${port}/signup to create the operator account (the first sign-up), ` +
      `or issue a key from another terminal: npx darkroom keys create --email you@example.com --plan business --credits 1000`,
  );
}
