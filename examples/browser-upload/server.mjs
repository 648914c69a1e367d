// The browser upload example's own tiny backend, on another origin than Darkroom: it holds the API key,
// hands the page a short-lived upload token, and reads the finished job for it. Run it beside Darkroom:
//   DARKROOM_URL=http://localhost:3000 DARKROOM_API_KEY=dk_live_… node examples/browser-upload/server.mjs
// and start Darkroom with CORS_ALLOWED_ORIGINS=http://localhost:5173 (this page's origin).
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const here = import.meta.dirname;
const DARKROOM_URL = (process.env.DARKROOM_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const API_KEY = process.env.DARKROOM_API_KEY;
const PORT = Number(process.env.PORT ?? 5173);
const HOST = process.env.HOST ?? "127.0.0.1";
if (!API_KEY) {
  console.error("Set DARKROOM_API_KEY: this backend keeps it; the page never sees it.");
  process.exit(1);
}

// The page's script, bundled once. In your app, `npm install @darkroom/sdk` and let your bundler resolve it; here it is this checkout's source.
const { outputFiles } = await build({
  entryPoints: [path.join(here, "page.js")],
  bundle: true,
  format: "esm",
  platform: "browser",
  write: false,
  alias: { "@darkroom/sdk/browser": path.join(here, "../../packages/sdk/src/browser.ts") },
});
const pageScript = outputFiles[0].text;
const pageHtml = fs.readFileSync(path.join(here, "index.html"), "utf8");

/** One call to Darkroom with the key, from this server only. */
async function darkroom(method, apiPath, body) {
  const response = await fetch(`${DARKROOM_URL}${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${API_KEY}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

function send(response, status, type, body) {
  response.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(body);
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
  try {
    if (request.method === "GET" && url.pathname === "/") return send(response, 200, "text/html; charset=utf-8", pageHtml);
    if (request.method === "GET" && url.pathname === "/page.js") return send(response, 200, "text/javascript; charset=utf-8", pageScript);
    if (request.method === "POST" && url.pathname === "/token") {
      // One upload of one image up to 20 MB, for the next ten minutes. Decide here who may upload what.
      const { status, body } = await darkroom("POST", "/api/v1/upload-tokens", { max_bytes: 20_000_000, types: ["image"], expires_in: 600, uses: 1 });
      return send(response, status, "application/json", JSON.stringify(status === 201 ? { token: body.token, upload_url: body.upload_url } : body));
    }
    if (request.method === "GET" && url.pathname === "/result") {
      const { status, body } = await darkroom("GET", `/api/v1/jobs/${encodeURIComponent(url.searchParams.get("job") ?? "")}`);
      const outputs = status === 200 ? body.outputs.map(({ name, mime, width, height, size_bytes, url: link }) => ({ name, mime, width, height, size_bytes, url: link })) : [];
      return send(response, status, "application/json", JSON.stringify(status === 200 ? { id: body.id, status: body.status, outputs } : body));
    }
    send(response, 404, "text/plain", "Not found");
  } catch (error) {
    console.error(error);
    send(response, 502, "application/json", JSON.stringify({ error: { code: "upstream_error", message: "Darkroom did not answer." } }));
  }
});

server.listen(PORT, HOST, () => console.log(`browser upload example on http://${HOST}:${PORT} (Darkroom at ${DARKROOM_URL})`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
