// The `darkroom` commands for API users: each is one SDK call, with progress on stderr and the result on stdout.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { Darkroom } from "./client.js";
import { DarkroomError } from "./errors.js";
import { ProgressReporter, formatBytes } from "./cli-progress.js";
import type { Asset, AssetListQuery, Batch, BatchFields, ConvertFields, Job, Output } from "./types.js";

const USAGE = `Usage: darkroom <command> [options]

  convert <file|url> [--format F] [--width N] [--height N] [--aspect W:H] [--quality N] [--out PATH]
  run <skill> [<file|url>] [--option ID=VALUE]... [--prompt TEXT] [--model ID] [--out PATH]
  line (--recipe ID | --steps JSON) <file|url>... [--format F] [--quality N] [--out DIR]
  jobs get <job-id>
  upload <file>
  vault search [WORDS…] [--tag T] [--folder PATH] [--type image|video|audio] [--taken-after DATE] [--taken-before DATE] [--sort S] [--limit N]

Every command takes --json (the result as JSON on stdout), --timeout SECONDS (stop waiting; the
work goes on) and --help. Environment: DARKROOM_API_KEY, DARKROOM_URL (default http://127.0.0.1:$PORT,
PORT default 3000), as for the operator commands.`;

type Options = NonNullable<ParseArgsConfig["options"]>;
type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;
type Context = { values: Values; positionals: string[]; dr: Darkroom; progress: ProgressReporter; print: (human: string, json: unknown) => void };
type Command = { usage: string; options: Options; run: (context: Context) => Promise<void> };

const COMMON: Options = { json: { type: "boolean" }, help: { type: "boolean", short: "h" }, timeout: { type: "string" } };

const COMMANDS: Record<string, Command> = {
  convert: {
    usage: `darkroom convert <file|url> [--format png|jpeg|webp|mp4|webm] [--width N] [--height N] [--aspect W:H] [--quality 1-100] [--out PATH]

Converts or resizes one image or video and waits for it. With --out the result is written there;
otherwise its download link is printed.`,
    options: { format: { type: "string" }, width: { type: "string" }, height: { type: "string" }, aspect: { type: "string" }, quality: { type: "string" }, out: { type: "string" } },
    run: async ({ values, positionals, dr, progress, print }) => {
      const job = await dr.convert({
        ...source(one(positionals, "a file or URL to convert")),
        // The server refuses a format it does not make (400 unsupported_format), with the list.
        format: text(values.format) as ConvertFields["format"],
        width: whole(values, "width"),
        height: whole(values, "height"),
        aspect: text(values.aspect),
        quality: whole(values, "quality"),
        ...waiting(values, progress),
      });
      progress.stop();
      await finish(job, values, print, progress, dr);
    },
  },
  run: {
    usage: `darkroom run <skill> [<file|url>] [--option ID=VALUE]... [--prompt TEXT] [--model ID] [--out PATH]

Runs one skill (charged first, refunded on failure) and waits for it. Option ids are listed by
GET /api/v1/skills. A text result is printed; a file result is written to --out, or its link printed.`,
    options: { option: { type: "string", multiple: true }, prompt: { type: "string" }, model: { type: "string" }, out: { type: "string" } },
    run: async ({ values, positionals, dr, progress, print }) => {
      const [skill, input] = positionals;
      if (!skill) throw usage("name the skill to run, e.g. darkroom run background-remover photo.jpg");
      const job = await dr.skills.run(skill, {
        ...(input ? source(input) : {}),
        options: optionsOf(values.option),
        prompt: text(values.prompt),
        model: text(values.model),
        ...waiting(values, progress),
      });
      progress.stop();
      await finish(job, values, print, progress, dr);
    },
  },
  line: {
    usage: `darkroom line (--recipe ID | --steps JSON) <file|url>... [--format F] [--quality N] [--out DIR]

Runs a line of skill steps on every input as one batch (quoted whole first; each input a run of its
own) and waits for it, with progress: a saved recipe, or steps written inline as JSON
([{"tool":"resize","options":{"width":800}}, …]). Every output is written to --out (or --out-dir),
named after its input; an item that failed is listed, and the exit code is 1 unless every item completed.`,
    options: { recipe: { type: "string" }, steps: { type: "string" }, format: { type: "string" }, quality: { type: "string" }, out: { type: "string" }, "out-dir": { type: "string" } },
    run: async ({ values, positionals, dr, progress, print }) => {
      if (!values.recipe === !values.steps) throw usage("give either --recipe ID or --steps JSON");
      if (positionals.length === 0) throw usage("give the files or URLs to run the line on");
      const format = text(values.format) as NonNullable<BatchFields["output"]>["format"] | undefined;
      const batch = await dr.batches.create({
        inputs: positionals.map((input) => (/^https?:\/\//i.test(input) ? { url: input } : input)),
        ...(values.recipe ? { recipe: String(values.recipe) } : { steps: stepsOf(String(values.steps)) }),
        ...(format ? { output: { format, quality: whole(values, "quality") } } : {}),
        ...waiting(values, progress),
      });
      progress.stop();
      const dir = text(values.out) ?? text(values["out-dir"]);
      const written = dir ? await saveBatch(batch, dir, dr) : [];
      print([describeBatch(batch), ...written.map((file) => `wrote ${file}`)].join("\n"), batch);
      if (batch.status !== "complete") {
        throw new DarkroomError({ status: 0, code: `batch_${batch.status}`, message: `${batch.counts.failed} of ${batch.item_count} items did not complete.` });
      }
    },
  },
  jobs: {
    usage: `darkroom jobs get <job-id>

Reads a job: its status, outputs (with fresh download links) and any error.`,
    options: {},
    run: async ({ positionals, dr, print }) => {
      const [verb, id] = positionals;
      if (verb !== "get" || !id || positionals.length > 2) throw usage("darkroom jobs get <job-id>");
      const job = await dr.jobs.get(id);
      print(describe(job), job);
    },
  },
  upload: {
    usage: `darkroom upload <file>

Stores a file as a finished upload job and prints its id, to pass as job_id. Files over 20 MB go up
resumably (tus) and survive a dropped connection.`,
    options: {},
    run: async ({ positionals, dr, progress, print }) => {
      const { job_id } = await dr.uploads.upload(one(positionals, "the file to upload"), { onProgress: progress.report });
      progress.stop();
      print(job_id, { job_id });
    },
  },
  vault: {
    usage: `darkroom vault search [WORDS…] [--tag T] [--folder PATH] [--type image|video|audio|text] [--taken-after DATE] [--taken-before DATE] [--sort S] [--limit N]

Searches the Vault: words found in names, tags, folders, camera and lens; --folder includes its
subfolders; dates are a day (2026-11-02) or an ISO 8601 time; --sort is -created_at (default),
created_at, name, size or taken_at, each also with - for the reverse. Prints one asset a line
(id, folder/name, size, date taken, tags), every page of results up to --limit (default 100).`,
    options: {
      tag: { type: "string" },
      folder: { type: "string" },
      type: { type: "string" },
      "taken-after": { type: "string" },
      "taken-before": { type: "string" },
      sort: { type: "string" },
      limit: { type: "string" },
    },
    run: async ({ values, positionals, dr, print }) => {
      const [verb, ...words] = positionals;
      if (verb !== "search") throw usage("darkroom vault search [WORDS…] [--tag T] [--folder PATH] …");
      const limit = whole(values, "limit") ?? 100;
      const query = {
        ...(words.length ? { q: words.join(" ") } : {}),
        tag: text(values.tag),
        folder: text(values.folder),
        // The server refuses a type or sort it does not know (400 invalid_request), with the list.
        type: text(values.type) as AssetListQuery["type"],
        taken_after: text(values["taken-after"]),
        taken_before: text(values["taken-before"]),
        sort: text(values.sort) as AssetListQuery["sort"],
        limit: Math.min(limit, 200),
      };
      const found: Asset[] = [];
      for await (const asset of dr.assets.searchAll(query)) {
        found.push(asset);
        if (found.length >= limit) break;
      }
      const line = (a: Asset) => [a.id, a.folder ? `${a.folder}/${a.name}` : a.name, formatBytes(a.size_bytes), a.taken_at ?? "-", a.tags.join(",") || "-"].join("\t");
      print(found.length ? found.map(line).join("\n") : "No assets match.", { assets: found });
    },
  },
};

/** Runs one command line (without `node` and the script) and answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(`${USAGE}\n`);
    return name ? 0 : 1;
  }
  const command = COMMANDS[name];
  const json = rest.includes("--json");
  const progress = new ProgressReporter(process.stderr);
  try {
    if (!command) throw usage(`unknown command "${name}"\n\n${USAGE}`);
    const { values, positionals } = parseCommand(command, rest);
    if (values.help) {
      process.stdout.write(`${command.usage}\n`);
      return 0;
    }
    const print = (human: string, result: unknown) => process.stdout.write(`${json ? JSON.stringify(result, null, 2) : human}\n`);
    await command.run({ values, positionals, dr: new Darkroom({ baseUrl: serverUrl() }), progress, print });
    return 0;
  } catch (error) {
    progress.stop();
    const { code, message } = error instanceof DarkroomError ? error : { code: "internal_error", message: error instanceof Error ? error.message : String(error) };
    process.stderr.write(`darkroom: ${code}: ${message}\n`);
    if (json) process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`);
    return 1;
  }
}

/** The server the commands talk to: DARKROOM_URL, else this machine on PORT, as the operator commands do. */
function serverUrl(): string {
  return process.env.DARKROOM_URL || `http://127.0.0.1:${process.env.PORT || 3000}`;
}

function parseCommand(command: Command, args: string[]): { values: Values; positionals: string[] } {
  try {
    return parseArgs({ args, options: { ...COMMON, ...command.options }, allowPositionals: true, strict: true });
  } catch (error) {
    throw usage(`${(error as Error).message}\n\n${command.usage}`);
  }
}

function usage(message: string): DarkroomError {
  return new DarkroomError({ status: 0, code: "invalid_usage", message });
}

function one(positionals: string[], what: string): string {
  if (positionals.length !== 1) throw usage(`give ${what}`);
  return positionals[0];
}

/** A URL is fetched by the server; anything else is a local file. */
function source(input: string): { url: string } | { file: string } {
  return /^https?:\/\//i.test(input) ? { url: input } : { file: input };
}

function text(value: Values[string]): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function whole(values: Values, name: string): number | undefined {
  const raw = text(values[name]);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw usage(`--${name} must be a whole number, got ${raw}`);
  return Number(raw);
}

/** `--option id=value`, repeated; values go as text and the server reads them by each option's type. */
function optionsOf(raw: Values[string]): Record<string, string> {
  const options: Record<string, string> = {};
  for (const pair of Array.isArray(raw) ? raw.map(String) : []) {
    const at = pair.indexOf("=");
    if (at < 1) throw usage(`--option takes ID=VALUE, got ${pair}`);
    options[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return options;
}

function stepsOf(raw: string): { tool: string; options?: Record<string, unknown> }[] {
  try {
    const steps = JSON.parse(raw);
    if (Array.isArray(steps)) return steps;
  } catch {
    // Reported below.
  }
  throw usage('--steps must be a JSON array such as [{"tool":"resize","options":{"width":800}}]');
}

function waiting(values: Values, progress: ProgressReporter) {
  const timeout = text(values.timeout);
  if (timeout !== undefined && !(Number(timeout) > 0)) throw usage(`--timeout must be a number of seconds, got ${timeout}`);
  progress.step("sending the request");
  return { onProgress: progress.report, ...(timeout ? { timeoutMs: Number(timeout) * 1000 } : {}) };
}

/** Prints a finished job, and writes its first file to --out when asked. */
async function finish(job: Job, values: Values, print: Context["print"], progress: ProgressReporter, dr: Darkroom): Promise<void> {
  const out = text(values.out);
  const lines = [describe(job)];
  if (out) {
    const [output] = job.outputs;
    if (!output) throw new DarkroomError({ status: 0, code: "no_output", message: `${job.id} finished without a file to write to ${out}.` });
    await save(output, out, dr);
    lines.push(`wrote ${out}`);
  }
  progress.stop();
  print(lines.join("\n"), job);
}

/** Every output of the batch into `dir`, named after its input (`IMG_1.jpg` in, `IMG_1.webp` out), never over another. */
async function saveBatch(batch: Batch, dir: string, dr: Darkroom): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const taken = new Set<string>();
  for (const item of batch.items) {
    for (const output of item.outputs) {
      const stem = path.parse(path.basename(item.input.name ?? output.name)).name;
      let name = `${stem}${path.extname(output.name)}`;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${path.extname(output.name)}`;
      taken.add(name.toLowerCase());
      const file = path.join(dir, name);
      await save(output, file, dr);
      written.push(file);
    }
  }
  return written;
}

async function save(output: Output, file: string, dr: Darkroom): Promise<void> {
  const body = await dr.files.download(output, { stream: true });
  await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), fs.createWriteStream(file));
}

function describeBatch(batch: Batch): string {
  const { complete, failed } = batch.counts;
  const lines = [`${batch.id} ${batch.status}: ${complete} of ${batch.item_count} complete${failed ? `, ${failed} failed` : ""}${batch.credits_charged ? ` (${batch.credits_charged} credits)` : ""}`];
  for (const item of batch.items) if (item.error) lines.push(`  ${item.input.name ?? item.input.url ?? item.input.job_id} ${item.status}: ${item.error.code}: ${item.error.message}`);
  return lines.join("\n");
}

function describe(work: Job): string {
  const lines = [`${work.id} ${work.status}${work.credits_charged ? ` (${work.credits_charged} credits)` : ""}`];
  if (work.text) lines.push(work.text);
  for (const output of work.outputs) {
    const size = output.width && output.height ? `, ${output.width}×${output.height}` : "";
    lines.push(`  ${output.name} (${output.mime}, ${formatBytes(output.size_bytes)}${size})${output.url ? ` ${output.url}` : ""}`);
  }
  if (work.error) lines.push(`  error ${work.error.code}: ${work.error.message}`);
  return lines.join("\n");
}
