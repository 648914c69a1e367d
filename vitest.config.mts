import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**", "data/**"],
    environment: "node",
    pool: "forks",
    setupFiles: ["./test/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
