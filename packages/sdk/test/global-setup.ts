// One Darkroom server for every SDK and CLI test file: the built app in a scratch DATA_DIR (bench/server.ts).
import type { TestProject } from "vitest/node";
import { startBenchServer } from "../../../bench/server";

export const SERVER_PORT = Number(process.env.SDK_TEST_PORT ?? 3581);
/** The webhook receiver sdk.test.ts starts; the server may deliver to it. */
export const RECEIVER_PORT = SERVER_PORT + 1;

declare module "vitest" {
  export interface ProvidedContext {
    darkroom: { base: string; adminToken: string; receiverPort: number };
  }
}

export default async function setup(project: TestProject) {
  const server = await startBenchServer({
    port: SERVER_PORT,
    env: {
      // A waiting call answers 202 after half a second, so tests see the SDK poll.
      WAIT_TIMEOUT_SECONDS: "0.5",
      DARKROOM_FETCH_ALLOW_HOSTS: `127.0.0.1:${RECEIVER_PORT}`,
      LOG_LEVEL: "warn",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  project.provide("darkroom", { base: server.base, adminToken: server.adminToken, receiverPort: RECEIVER_PORT });
  return () => server.stop();
}
