import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // One log channel: server code writes through lib/core/log.ts (pino). No browser file under lib/ or app/ logs either;
    // tests print their measurements, and the CLI (bin/) and scripts/ talk to a terminal.
    files: ["lib/**/*.{ts,tsx,mjs}", "app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "error" },
  },
  globalIgnores([".next/**", "dist/**", "node_modules/**", "data/**", "coverage/**", "test-results/**", "playwright-report/**", "e2e-artifacts/**", "next-env.d.ts", "packages/*/dist/**"]),
]);
