// The layers of lib/ (ARCHITECTURE.md draws them). `npm run lint` runs this: an import against a layer, or any cycle, fails.
// Domain folders in their one import order, lowest first: each may import only the ones before it.
const DOMAIN_ORDER = [
  "credits",
  "accounts",
  "keys",
  "auth",
  "jobs",
  "convert",
  "skills",
  "lines",
  "recipes",
  "runs",
  "vault",
  "delivery",
  "files",
  "webhooks",
  "batches",
  "galleries",
  "tus",
  "upload-tokens",
  "idempotency",
  "admin",
];

const LAYERS = {
  core: { path: "^lib/core/", may: ["^lib/core/"] },
  platform: { path: "^lib/platform/", may: ["^lib/core/", "^lib/platform/"] },
  domain: { path: "^lib/domain/", may: ["^lib/core/", "^lib/platform/", "^lib/domain/"] },
  http: { path: "^lib/http/", may: ["^lib/core/", "^lib/platform/", "^lib/domain/", "^lib/http/"] },
  mcp: { path: "^lib/mcp/", may: ["^lib/core/", "^lib/platform/", "^lib/domain/", "^lib/http/", "^lib/mcp/"] },
  runtime: { path: "^lib/runtime/", may: ["^lib/core/", "^lib/platform/", "^lib/domain/", "^lib/http/", "^lib/runtime/"] },
};

// What browser code may load at run time: the modules that hold no secret and do no I/O. Type-only imports are erased.
const BROWSER_SAFE = ["^lib/client/", "^lib/core/(bytes|ids|job-status)\\.ts$", "^lib/domain/[^/]+/(schema|plans)\\.ts$", "^lib/domain/skills/prompt\\.ts$", "^lib/domain/lines/placement\\.ts$", "^lib/domain/vault/asset-kind\\.ts$", "^lib/domain/webhooks/events\\.ts$", "^lib/http/contract\\.ts$", "^lib/platform/media/geometry\\.ts$", "^lib/platform/config/limits\\.ts$"];

const layerRules = Object.entries(LAYERS).map(([name, { path, may }]) => ({
  name: `layer-${name}`,
  comment: `lib/${name} imports only: ${may.join(", ")}`,
  severity: "error",
  from: { path },
  to: { path: "^lib/", pathNot: may },
}));

const domainRules = DOMAIN_ORDER.map((name, index) => ({
  name: `domain-order-${name}`,
  comment: `lib/domain/${name} imports only the domains before it: ${DOMAIN_ORDER.slice(0, index).join(", ") || "none"}`,
  severity: "error",
  from: { path: `^lib/domain/${name}/` },
  to: { path: "^lib/domain/", pathNot: [`^lib/domain/${name}/`, ...DOMAIN_ORDER.slice(0, index).map((d) => `^lib/domain/${d}/`)] },
}));

module.exports = {
  forbidden: [
    { name: "no-circular", comment: "no cycle between files", severity: "error", from: {}, to: { circular: true } },
    { name: "no-circular-folders", comment: "no cycle between folders", severity: "error", scope: "folder", from: {}, to: { circular: true } },
    {
      name: "lib-not-above",
      comment: "lib/ never imports app/, components/ or tests",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components|test|e2e|bench)/" },
    },
    {
      name: "browser-imports-no-server-code",
      comment: "components/ and lib/client are browser code: at run time they load only the modules in BROWSER_SAFE",
      severity: "error",
      // The docs page's server components (each begins with `import "server-only"`) are not browser code.
      from: { path: "^(components|lib/client)/", pathNot: "^components/docs/(request-base-url|openapi-operations|mcp-section)\\.tsx?$" },
      to: { path: "^lib/", pathNot: BROWSER_SAFE, dependencyTypesNot: ["type-only"] },
    },
    ...layerRules,
    ...domainRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(\\.test\\.tsx?$|^test/|^e2e/|^bench/|^node_modules/|^\\.next/)" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] },
  },
};
