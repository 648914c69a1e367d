#!/usr/bin/env node
// darkroom — the operator's CLI. It talks to the running server's admin interface (never opens the
// embedded database itself), authenticated by the token the server keeps in DATA_DIR/admin-token.
// Any other command is an API user's (convert, run, line, jobs, upload): the SDK's CLI runs it.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const USAGE = `Usage: npx darkroom <command> [options]

  operator create --email E       (password from a prompt, or the first line of stdin)
  keys create --email E --plan basic|plus|pro|business [--credits N] [--name NAME] [--existing] [--test] [--json]
                                  (--test: a dk_test_ key: test credits, fake paid skills, its own jobs and files)
  keys revoke --id KEY_ID
  accounts list [--json]
  credits grant --email E --amount N [--note TEXT] [--existing]
  plans set --email E --plan P [--existing]
                                  (--existing: the e-mail is a web sign-up's; addresses are not verified,
                                   so the operator confirms that account is the one meant)
  workers [--json]

Environment: DARKROOM_URL (default http://127.0.0.1:$PORT, PORT default 3000),
DATA_DIR (default ./data; the admin token is read from DATA_DIR/admin-token),
DARKROOM_ADMIN_TOKEN (overrides the token file).

For API users (DARKROOM_API_KEY, DARKROOM_URL; \`npx darkroom <command> --help\` for each):
  convert, run, line, jobs get, upload, vault search`;

const OPERATOR_COMMANDS = new Set(["operator", "keys", "accounts", "credits", "plans", "workers"]);

const OPTIONS = {
  email: { type: "string" },
  plan: { type: "string" },
  credits: { type: "string" },
  amount: { type: "string" },
  name: { type: "string" },
  note: { type: "string" },
  id: { type: "string" },
  json: { type: "boolean" },
  existing: { type: "boolean" },
  test: { type: "boolean" },
  help: { type: "boolean", short: "h" },
};

function fail(message) {
  console.error(`darkroom: ${message}`);
  process.exit(1);
}

function required(values, name) {
  if (values[name] === undefined || values[name] === "") fail(`--${name} is required\n\n${USAGE}`);
  return values[name];
}

function integer(values, name, fallback) {
  const raw = values[name] ?? fallback;
  if (raw === undefined) fail(`--${name} is required`);
  const n = Number(raw);
  if (!Number.isInteger(n)) fail(`--${name} must be a whole number, got ${raw}`);
  return n;
}

function adminToken() {
  if (process.env.DARKROOM_ADMIN_TOKEN) return process.env.DARKROOM_ADMIN_TOKEN;
  const file = path.resolve(process.env.DATA_DIR ?? "./data", "admin-token");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fail(`cannot read the admin token at ${file}. Start the server once (npm start) with the same DATA_DIR, or set DARKROOM_ADMIN_TOKEN.`);
  }
}

/** Reads one line without echoing it on a terminal; from a pipe, the first line of stdin. */
async function readPassword(prompt) {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    let text = "";
    for await (const chunk of stdin) text += chunk;
    return text.split(/\r?\n/)[0];
  }
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chars) => {
      for (const ch of chars) {
        if (ch === "\u0003") process.exit(130);
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          stdin.setRawMode(false);
          stdin.off("data", onData);
          stdin.pause();
          stderr.write("\n");
          return resolve(typed);
        }
        typed = ch === "\u007f" || ch === "\b" ? typed.slice(0, -1) : typed + ch;
      }
    };
    stdin.on("data", onData);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/**
 * fetch that follows a redirect only within the origin it asked: one to another origin would take the
 * admin token and the body there, so the command stops instead.
 */
async function fetchSameOrigin(url, init) {
  let at = url;
  let current = init;
  for (let hops = 0; ; hops++) {
    const response = await fetch(at, { ...current, redirect: "manual" });
    if (!REDIRECTS.has(response.status)) return response;
    const location = response.headers.get("location");
    await response.body?.cancel();
    const next = location === null ? null : new URL(location, at);
    if (!next || next.origin !== url.origin) fail(`Darkroom at ${url.origin} redirected ${next ? `to ${next.origin}` : "elsewhere"}; a redirect to another origin is never followed (it would send the admin token there). Check DARKROOM_URL.`);
    if (hops >= MAX_REDIRECTS) fail(`Darkroom at ${url.origin} redirected more than ${MAX_REDIRECTS} times.`);
    // As fetch does: 307 and 308 repeat the request; the others become a GET without a body.
    if (response.status !== 307 && response.status !== 308) current = { ...current, method: "GET", body: undefined };
    at = next;
  }
}

async function call(method, route, body) {
  const base = process.env.DARKROOM_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  let response;
  try {
    response = await fetchSameOrigin(new URL(route, base), {
      method,
      headers: { authorization: `Bearer ${adminToken()}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    fail(`Darkroom is not reachable at ${base}. Start it with \`npm start\`, or set DARKROOM_URL.`);
  }
  const payload = await response.json().catch(() => ({}));
  if (!response.ok) fail(payload?.error?.message ?? `server answered ${response.status}`);
  return payload;
}

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  ").trimEnd());
}

/** The user commands live in packages/sdk (the @darkroom/sdk package's own `darkroom`); tsx runs its source in a checkout. */
async function runUserCommand(argv) {
  const { tsImport } = await import("tsx/esm/api");
  const { main: userMain } = await tsImport("../packages/sdk/src/cli.ts", import.meta.url);
  process.exitCode = await userMain(argv);
}

async function main() {
  const first = process.argv[2];
  if (first !== undefined && !first.startsWith("-") && !OPERATOR_COMMANDS.has(first)) return runUserCommand(process.argv.slice(2));
  const { values, positionals } = parseArgs({ options: OPTIONS, allowPositionals: true, strict: true });
  const command = positionals.slice(0, 2).join(" ");
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  switch (command) {
    case "operator create": {
      const email = required(values, "email");
      const password = await readPassword(`Password for ${email} (at least 10 characters): `);
      if (process.stdin.isTTY && (await readPassword("Repeat it: ")) !== password) fail("the two passwords differ");
      const result = await call("POST", "/api/admin/operators", { email, password });
      console.log(`${result.email} is an operator (${result.plan} plan, account ${result.account_id}). Sign in to the Workbench with it.`);
      return;
    }
    case "keys create": {
      const result = await call("POST", "/api/admin/keys", {
        email: required(values, "email"),
        plan: required(values, "plan"),
        credits: integer(values, "credits", 0),
        ...(values.name ? { name: values.name } : {}),
        ...(values.existing ? { existing: true } : {}),
        ...(values.test ? { test: true } : {}),
      });
      if (values.json) console.log(JSON.stringify({ key: result.key, account_id: result.account_id, plan: result.plan }));
      else console.log(`${values.test ? "Test-mode API key" : "API key"} for ${values.email} (${result.plan}, key id ${result.key_id}):\n\n  ${result.key}\n\nIt is shown only this once: store it now.`);
      return;
    }
    case "keys revoke": {
      const result = await call("DELETE", `/api/admin/keys/${encodeURIComponent(required(values, "id"))}`);
      console.log(`Revoked ${result.id} at ${result.revoked_at}.`);
      return;
    }
    case "accounts list": {
      const { accounts } = await call("GET", "/api/admin/accounts");
      if (values.json) return console.log(JSON.stringify(accounts, null, 2));
      if (accounts.length === 0) return console.log("No accounts yet.");
      for (const a of accounts) console.log(`${a.id}  ${a.email.padEnd(32)} ${a.plan.padEnd(9)} ${String(a.credits).padStart(8)} credits  ${a.active_keys} keys  ${a.role}`);
      return;
    }
    case "credits grant": {
      const result = await call("POST", "/api/admin/credits", { email: required(values, "email"), amount: integer(values, "amount"), note: values.note, ...(values.existing ? { existing: true } : {}) });
      console.log(`${result.email} now has ${result.credits} credits.`);
      return;
    }
    case "plans set": {
      const result = await call("POST", "/api/admin/plan", { email: required(values, "email"), plan: required(values, "plan"), ...(values.existing ? { existing: true } : {}) });
      console.log(`${result.email} is now on the ${result.plan} plan.`);
      return;
    }
    case "workers": {
      const { workers } = await call("GET", "/api/admin/workers");
      if (values.json) return console.log(JSON.stringify(workers, null, 2));
      if (workers.length === 0) return console.log("No worker processes are registered.");
      const rows = workers.map((w) => [
        w.id,
        w.host,
        String(w.pid),
        Object.entries(w.lanes).map(([lane, n]) => `${lane}=${n}`).join(","),
        String(w.running_jobs),
        `${Math.max(0, Math.round((Date.now() - Date.parse(w.last_heartbeat_at)) / 1000))} s ago`,
        w.stale ? "STALE" : "live",
      ]);
      printTable(["ID", "HOST", "PID", "LANES", "RUNNING", "HEARTBEAT", "STATE"], rows);
      return;
    }
    default:
      fail(`unknown command "${command}"\n\n${USAGE}`);
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
