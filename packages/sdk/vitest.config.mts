// The SDK's and CLI's tests against one real server (npm run test:sdk, from the repository root after `npm run build`).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/sdk/test/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    globalSetup: ["packages/sdk/test/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
