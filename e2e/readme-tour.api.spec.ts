import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { startWebhookReceiver, type WebhookReceiver } from "@/test/fakes/webhook-receiver";

// Runs every curl command of the README's "API tour", as written, against the e2e server: a reader
// who copies them gets 2xx answers. Ids the tour reuses ($JOB_ID, …) come from earlier answers, named
// by the `<!-- tour: NAME=.path -->` comment above the block that answers them.

const run = promisify(execFile);

/** What the tour must show one working curl for, by the path (or header) that shows it. */
const CAPABILITIES = ["/api/v1/skills", "/api/v1/convert", "/api/v1/jobs/", "/api/v1/run/", "/api/v1/runs", "/api/v1/batches", "/api/v1/assets", "/api/v1/galleries", "/api/v1/uploads/tus", "/api/v1/webhooks", "Idempotency-Key:"];

/** The README's example webhook destination; the server may only deliver to the local receiver. */
const EXAMPLE_ORIGIN = "https://example.com";

type TourBlock = { command: string; captures: { name: string; from: string }[] };
type Answer = { status: number; headers: Record<string, string>; body: string };

let fixtures: string;
let receiver: WebhookReceiver;
let auth: { Authorization: string };
const vars: Record<string, string> = {};

/** The ```sh blocks between "## API tour" and the next section, with their continuation lines joined. */
function tourBlocks(readme: string): TourBlock[] {
  const start = readme.indexOf("\n## API tour\n");
  expect(start, "README has an API tour section").toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/(?:<!-- tour: ([^>]*?) -->\n)?```sh\n([\s\S]*?)```/g)].map(([, marker, body]) => ({
    command: body.replace(/\\\n\s*/g, "").trim(),
    captures: (marker ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const [name, from] = pair.split("=");
        return { name, from };
      }),
  }));
}

/** Reads `.id`, `.assets[0].id` from a JSON answer, or `header:Name` from its headers. */
function capture(answer: Answer, from: string): string | undefined {
  if (from.startsWith("header:")) return answer.headers[from.slice("header:".length).toLowerCase()];
  let value: unknown = JSON.parse(answer.body);
  for (const key of from.match(/[^.[\]]+/g) ?? []) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" ? value : undefined;
}

/** Runs one README command in bash, as a reader's shell would, with curl's status, headers and body kept apart. */
async function runCurl(command: string): Promise<Answer> {
  const out = fs.mkdtempSync(path.join(fixtures, "answer-"));
  const script = `${command} -sS -D ${out}/headers -o ${out}/body -w '%{http_code}'`;
  // Only the tour's variables and PATH: no proxy settings, and HOME is the fixtures folder (no ~/.curlrc).
  // NODE_ENV only because Next's types require it in every environment object.
  const env = { PATH: process.env.PATH, HOME: fixtures, NODE_ENV: "test" as const, ...vars };
  const { stdout } = await run("bash", ["-c", script], { cwd: fixtures, env, timeout: 240_000 });
  const rawHeaders = fs.readFileSync(`${out}/headers`, "utf8");
  const headers = Object.fromEntries(
    rawHeaders
      .split(/\r?\n/)
      .map((line) => /^([^:\s]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, name, value]) => [name.toLowerCase(), value]),
  );
  // `curl -i` writes the headers into the body too.
  const body = fs.readFileSync(`${out}/body`, "utf8");
  return { status: Number(stdout.trim()), headers, body: body.startsWith("HTTP/") ? body.slice(body.indexOf("\r\n\r\n") + 4) : body };
}

test.beforeAll(async ({ baseURL }) => {
  expect(new URL(baseURL!).hostname).toBe("127.0.0.1");
  const email = `readme-tour-${Date.now()}@example.test`;
  // The quick start's command, with --json to read the key.
  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", "keys", "create", "--email", email, "--plan", "pro", "--credits", "100", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  const key: string = JSON.parse(stdout).key;
  auth = { Authorization: `Bearer ${key}` };
  Object.assign(vars, { DARKROOM_URL: baseURL!, DARKROOM_API_KEY: key });

  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), "readme-tour-"));
  // A subject on a textured background, so background removal and smart crop have something to find.
  const subject = Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="220" fill="#d04020"/></svg>');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8090a0", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .composite([{ input: subject }])
    .jpeg()
    .toFile(path.join(fixtures, "photo.jpg"));
  // playwright.config.ts lists this port in the server's DARKROOM_FETCH_ALLOW_HOSTS.
  receiver = await startWebhookReceiver({ port: Number(process.env.E2E_WEBHOOK_PORT) });
});

test.afterAll(async ({ request }) => {
  // Later specs start their own receiver on the same port: leave no endpoint that could deliver to it.
  if (auth) {
    const listed = await request.get("/api/v1/webhooks", { headers: auth });
    for (const hook of ((await listed.json()) as { webhooks: { id: string }[] }).webhooks) await request.delete(`/api/v1/webhooks/${hook.id}`, { headers: auth });
  }
  await receiver?.close();
  if (fixtures) fs.rmSync(fixtures, { recursive: true, force: true });
});

test("every curl of the README's API tour answers 2xx against a live server", async () => {
  test.setTimeout(300_000);
  const blocks = tourBlocks(fs.readFileSync("README.md", "utf8"));
  for (const capability of CAPABILITIES) {
    expect(blocks.filter((block) => block.command.includes(capability)).length, `a tour example for ${capability}`).toBeGreaterThan(0);
  }

  for (const block of blocks) {
    const command = block.command.replaceAll(EXAMPLE_ORIGIN, receiver.origin);
    await test.step(command.slice(0, 100), async () => {
      expect(command, "one curl command per block").toMatch(/^curl [^\n;|&]*$/);
      // Every address is the server's (through $DARKROOM_URL) or the local receiver's.
      for (const url of command.match(/https?:\/\/[^\s"']+/g) ?? []) expect(url.startsWith("http://127.0.0.1:"), url).toBe(true);
      for (const name of command.match(/\$\{?([A-Z_]+)/g) ?? []) expect(vars, `${name} is set by an earlier example`).toHaveProperty(name.replace(/[${]/g, ""));

      const answer = await runCurl(command);
      expect(answer.status, `${answer.status} ${answer.body.slice(0, 500)}`).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(300);
      for (const { name, from } of block.captures) {
        const value = capture(answer, from);
        expect(value, `${name} from ${from}`).toBeTruthy();
        vars[name] = value!;
      }

      if (command.includes("Idempotency-Key:")) {
        // The same command again is answered from the first call: same job, nothing run twice.
        const again = await runCurl(command);
        expect(again.status).toBe(answer.status);
        expect(again.headers["idempotent-replayed"]).toBe("true");
        expect(JSON.parse(again.body).id).toBe(JSON.parse(answer.body).id);
      }
    });
  }
});
