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
  globalIgnores([".next/**", "dist/**", "node_modules/**", "data/**", "coverage/**", "test-results/**", "playwright-report/**", "e2e-artifacts/**", "next-env.d.ts", "packages/*/dist/**"]),
]);
