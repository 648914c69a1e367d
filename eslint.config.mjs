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
  {
    // Domain services take an account and plain inputs (ARCHITECTURE.md): requests, responses and headers stay in lib/http.
    files: ["lib/domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-types": [
        "error",
        { types: Object.fromEntries(["Request", "Response", "Headers"].map((name) => [name, `lib/domain never sees HTTP: read the ${name} in lib/http and pass plain values.`])) },
      ],
      "no-restricted-globals": ["error", ...["Request", "Response", "Headers"].map((name) => ({ name, message: "lib/domain never sees HTTP: build it in lib/http." }))],
    },
  },
  globalIgnores([".next/**", "dist/**", "node_modules/**", "data/**", "coverage/**", "test-results/**", "playwright-report/**", "e2e-artifacts/**", "next-env.d.ts", "packages/*/dist/**"]),
]);
