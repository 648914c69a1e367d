import { createHash, randomBytes } from "node:crypto";
import { bearerOf, startHttpFake, type FakeReply, type RecordedRequest, type ScriptedFailure } from "./http-fake";
import { makeMp4, makePng, makeWav } from "./media";

/**
 * A fake Replicate API on 127.0.0.1 speaking the real wire shapes: predictions created by model name or
 * by version, `starting` → `processing` (with tqdm logs) → `succeeded` after N polls, `failed` with an
 * `error`, cancel, `Prefer: wait`, the Files API, and output files served by the same server.
 */

export type ReplicateFakeBehavior = {
  /** The bearer token expected; null accepts any. */
  token: string | null;
  failures: ScriptedFailure[];
  delayMs: number;
  /** Polls (GET /predictions/{id}) answered with `processing` before the final status. */
  pollsToFinish: number;
  outcome: "succeed" | "fail";
  failureError: string;
  outputKind: "png" | "mp4" | "wav";
  outputShape: "string" | "array" | "object";
};

export type FakePrediction = {
  id: string;
  model: string;
  version: string;
  input: Record<string, unknown>;
  status: "starting" | "processing" | "succeeded" | "failed" | "canceled";
  output: unknown;
  error: string | null;
  logs: string;
  polls: number;
};

export type ReplicateFake = {
  /** API root to use as REPLICATE_BASE_URL (ends in /v1). */
  url: string;
  origin: string;
  port: number;
  requests: RecordedRequest[];
  predictions: Map<string, FakePrediction>;
  close(): Promise<void>;
  setBehavior(change: Partial<ReplicateFakeBehavior>): void;
};

const DEFAULT_BEHAVIOR: ReplicateFakeBehavior = {
  token: "r8_fakeToken0123456789abcdefABCDEF",
  failures: [],
  delayMs: 0,
  pollsToFinish: 2,
  outcome: "succeed",
  failureError: "CUDA out of memory: tried to allocate 2.00 GiB",
  outputKind: "png",
  outputShape: "string",
};

const OUTPUT_TYPES = { png: "image/png", mp4: "video/mp4", wav: "audio/wav" } as const;

export async function startReplicateFake(initial: Partial<ReplicateFakeBehavior> = {}, { port }: { port?: number } = {}): Promise<ReplicateFake> {
  const behavior: ReplicateFakeBehavior = { ...DEFAULT_BEHAVIOR, failures: [], ...initial };
  const predictions = new Map<string, FakePrediction>();
  const files = new Map<string, { bytes: Buffer; type: string }>();

  const core = await startHttpFake({
    port,
    protectedPrefix: "/v1/",
    authorize: (request) => behavior.token === null || bearerOf(request) === behavior.token,
    unauthorized: () => ({ status: 401, json: problem(401, "Unauthenticated", "You did not pass a valid authentication token") }),
    failures: () => behavior.failures,
    delayMs: () => behavior.delayMs,
    route: async (request) => {
      const { method, path } = request;
      const byModel = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(path);
      if (method === "POST" && byModel) return create(request, `${byModel[1]}/${byModel[2]}`, undefined);
      if (method === "POST" && path === "/v1/predictions") {
        const version = (request.json as { version?: unknown } | undefined)?.version;
        if (typeof version !== "string" || !/^[0-9a-f]{64}$/.test(version)) {
          return { status: 422, json: problem(422, "Invalid version or not permitted", "The specified version does not exist (or perhaps you don't have permission to use it?)") };
        }
        return create(request, "owner/pinned-model", version);
      }
      const cancel = /^\/v1\/predictions\/([^/]+)\/cancel$/.exec(path);
      if (method === "POST" && cancel) return cancelPrediction(cancel[1]);
      const get = /^\/v1\/predictions\/([^/]+)$/.exec(path);
      if (method === "GET" && get) return poll(get[1]);
      if (method === "POST" && path === "/v1/files") return upload(request);
      const file = method === "GET" ? files.get(path) : undefined;
      if (file) return { status: 200, bytes: file.bytes, headers: { "content-type": file.type } };
      return { status: 404, json: problem(404, "Not found", "The requested resource could not be found.") };
    },
  });
  const api = `${core.origin}/v1`;

  async function create(request: RecordedRequest, model: string, version: string | undefined): Promise<FakeReply> {
    const input = (request.json as { input?: unknown } | undefined)?.input;
    if (!input || typeof input !== "object" || Array.isArray(input)) {
      return { status: 422, json: { ...problem(422, "Input validation failed", "- input: Invalid type. Expected: object, given: null"), invalid_fields: [] } };
    }
    const prediction: FakePrediction = {
      id: randomBytes(13).toString("hex").slice(0, 26),
      model,
      version: version ?? "dp-official",
      input: input as Record<string, unknown>,
      status: "starting",
      output: null,
      error: null,
      logs: "",
      polls: 0,
    };
    predictions.set(prediction.id, prediction);
    const wait = /wait(?:=(\d+))?/.exec(request.headers.prefer ?? "");
    if (wait && behavior.pollsToFinish === 0) await finish(prediction);
    return { status: 201, json: view(prediction) };
  }

  async function poll(id: string): Promise<FakeReply> {
    const prediction = predictions.get(id);
    if (!prediction) return { status: 404, json: problem(404, "Not found", "The requested resource could not be found.") };
    if (prediction.status === "starting" || prediction.status === "processing") {
      prediction.polls += 1;
      if (prediction.polls > behavior.pollsToFinish) await finish(prediction);
      else {
        prediction.status = "processing";
        const percent = Math.round((prediction.polls / (behavior.pollsToFinish + 1)) * 100);
        prediction.logs += `${percent}%|${"█".repeat(Math.round(percent / 10))}${" ".repeat(10 - Math.round(percent / 10))}| ${percent}/100 [00:01<00:01, 50.00it/s]\n`;
      }
    }
    return { status: 200, json: view(prediction) };
  }

  function cancelPrediction(id: string): FakeReply {
    const prediction = predictions.get(id);
    if (!prediction) return { status: 404, json: problem(404, "Not found", "The requested resource could not be found.") };
    if (prediction.status === "starting" || prediction.status === "processing") prediction.status = "canceled";
    return { status: 200, json: view(prediction) };
  }

  async function finish(prediction: FakePrediction): Promise<void> {
    if (behavior.outcome === "fail") {
      prediction.status = "failed";
      prediction.error = behavior.failureError;
      return;
    }
    const kind = behavior.outputKind;
    const bytes = kind === "png" ? await makePng({ width: 96, height: 64 }) : kind === "mp4" ? await makeMp4() : makeWav();
    const urls = [0, 1].map((index) => {
      const path = `/delivery/${prediction.id}/out-${index}.${kind}`;
      files.set(path, { bytes, type: OUTPUT_TYPES[kind] });
      return `${core.origin}${path}`;
    });
    prediction.output = behavior.outputShape === "string" ? urls[0] : behavior.outputShape === "array" ? urls : { media: urls[0], preview: urls[1], caption: "done" };
    prediction.status = "succeeded";
    prediction.logs += "100%|██████████| 100/100 [00:02<00:00, 50.00it/s]\n";
  }

  function upload(request: RecordedRequest): FakeReply {
    const content = request.files.content;
    if (!content) return { status: 400, json: problem(400, "Bad request", "content is required") };
    const id = randomBytes(12).toString("hex");
    files.set(`/v1/files/${id}`, { bytes: content.bytes, type: content.mime });
    return {
      status: 201,
      json: {
        id,
        name: content.fileName,
        content_type: content.mime,
        size: content.bytes.length,
        checksums: { sha256: createHash("sha256").update(content.bytes).digest("hex") },
        metadata: {},
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        urls: { get: `${api}/files/${id}` },
      },
    };
  }

  function view(prediction: FakePrediction): unknown {
    const { polls: _polls, ...fields } = prediction;
    return {
      ...fields,
      data_removed: false,
      created_at: new Date().toISOString(),
      ...(prediction.status === "succeeded" && { metrics: { predict_time: 1.5, total_time: 2.1 } }),
      urls: { get: `${api}/predictions/${prediction.id}`, cancel: `${api}/predictions/${prediction.id}/cancel` },
    };
  }

  return {
    url: api,
    origin: core.origin,
    port: core.port,
    requests: core.requests,
    predictions,
    close: core.close,
    setBehavior: (change) => Object.assign(behavior, change),
  };
}

function problem(status: number, title: string, detail: string): Record<string, unknown> {
  return { type: `https://replicate.com/docs/errors#${status}`, title, detail, status };
}
