import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { now } from "@/lib/core/clock";
import { ApiError, isApiError } from "@/lib/core/errors";
import { log } from "@/lib/core/log";
import { processState } from "@/lib/core/process-state";
import { env } from "@/lib/platform/config/env";
import { LIMITS } from "@/lib/platform/config/limits";
import { accounts, assets, deliveryDeletedAssets, deliverySecrets, deliveryVariants, getDb, getDbDriver, type Db } from "@/lib/platform/db";
import { prepareNamed } from "@/lib/platform/db/named-statements";
import { queryRows, rowOf } from "@/lib/platform/db/raw";
import { checkDeliverySignature, parseTransformSegment, transformSegment, type DeliveryTransform } from "@/lib/platform/links/delivery";
import { renderVariant, VARIANT_MIME, type VariantFormat } from "@/lib/platform/media/render-variant";
import { metrics } from "@/lib/platform/metrics/registry";
import { blobStore, type ServableFile, withLocalPath } from "@/lib/platform/storage";
import { isTransformable } from "./links";
import { assertOutputFits } from "./output-size";
import { refundRenderBudget, spendRenderBudget } from "./render-budget";
import { FairGate } from "./render-gate";
import { acceptedSecretsOf, SEALED_SECRET_COLUMNS } from "./secret";

type AssetRow = typeof assets.$inferSelect;
type VariantRow = typeof deliveryVariants.$inferSelect;
/** The columns of an asset (and its account's plan) and of a variant that serving and rendering read. */
type ServedAsset = Pick<AssetRow, "id" | "accountId" | "name" | "mime" | "sizeBytes" | "blobKey" | "width" | "height"> & { plan: string };
type ServedVariant = Pick<VariantRow, "assetId" | "transform" | "blobKey" | "mime" | "sizeBytes" | "etag" | "lastServedAt">;

/**
 * What a delivery URL serves: the bytes, their strong ETag, whether the choice depended on `Accept`,
 * and whether the ETag is a digest of the bytes themselves (a variant's), so they may be kept by it.
 */
export type Delivered = { file: ServableFile; etag: string; varyAccept: boolean; etagDigestsBytes: boolean; bytes?: Buffer<ArrayBuffer> };

/** A variant's row, with its bytes when this request's render just made them (no read back from the store). */
type Rendered = { row: ServedVariant; bytes?: Buffer<ArrayBuffer> };
/**
 * A render of this process: its answer, and its variant's storing, which may end after an early answer;
 * the requests waiting for it, and what abandons it once every one of them has gone.
 */
type InFlightRender = { answer: Promise<Rendered>; stored: Promise<void>; answeredEarly: boolean; requesters: number; abandon: AbortController };
/** A bounded number of places, and who waits for one, in order. */
type Gate = { running: number; waiting: Array<() => void> };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    deliveryRenders?: Map<string, InFlightRender>;
    deliverySlots?: FairGate;
    deliveryStores?: Gate;
    deliveryBytesSinceEviction?: number;
  }
}

const ASSET_ID = /^ast_[0-9A-Za-z]{24}$/;
// A served variant's recency is written at most this often, so hot variants cost no write per request.
const TOUCH_EVERY_MS = 60_000;
// How many renders of one account may wait for a slot, per slot, before its next request is told to come back.
const WAITING_PER_SLOT = LIMITS.deliveryRenderWaitersPerSlot.value;
// The share of the slots (percent) one account's renders may hold at once.
const SLOTS_PER_ACCOUNT_PERCENT = LIMITS.deliveryRenderSlotsPerAccount.value;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const badSignature = () => new ApiError("invalid_signature", "This delivery URL's signature does not match.");
const notDelivered = () => new ApiError("not_found", "Nothing is delivered at this URL.");

/**
 * The file a `/d/{asset_id}/{transform}/{signature}` URL stands for, rendered and stored on first request.
 * A first render must fit DELIVERY_MAX_OUTPUT_PIXELS (checked before anything is read) and the account's
 * render budget; `signal` is the request's: a render whose every request has gone is abandoned.
 */
export async function resolveDelivery({ assetId, segment, signature, accept, signal }: { assetId: string; segment: string; signature: string; accept: string | null; signal?: AbortSignal }): Promise<Delivered> {
  const transform = parseTransformSegment(segment);
  // The stored variant's key when the URL alone names its format; else it waits for the asset's type.
  const namedKey = transform?.format ? transformSegment({ ...transform, format: transform.format === "auto" ? negotiate(accept) : transform.format }) : null;
  // Read per request, never cached: a deleted asset or a rotated secret counts from the next request on.
  const served = ASSET_ID.test(assetId) ? await findServed(assetId, namedKey) : undefined;
  if (!served) throw await unservedRefusal({ assetId, segment, signature });
  const { asset } = served;
  if (!checkDeliverySignature({ secrets: acceptedSecretsOf(served.secrets), assetId, segment, signature })) throw badSignature();
  if (!transform) throw new ApiError("invalid_request", "The transform of this URL cannot be read.");
  if (segment === transformSegment({})) {
    const etag = `"o-${digest(`${asset.id}:${asset.blobKey}`).slice(0, 27)}"`;
    return { file: { blobKey: asset.blobKey, name: asset.name, mime: asset.mime, sizeBytes: asset.sizeBytes }, etag, varyAccept: false, etagDigestsBytes: false };
  }
  if (!isTransformable(asset.mime)) throw new ApiError("unsupported_input", "Only images can be transformed.");
  const format = transform.format === "auto" ? negotiate(accept) : (transform.format ?? defaultFormat(asset.mime));
  const key = transformSegment({ ...transform, format });
  const stored = key === namedKey ? (served.variant ?? undefined) : await findVariant(asset.id, key);
  const { row, bytes } = stored ? { row: stored, bytes: undefined } : await renderOnce(asset, key, { ...transform, format }, signal);
  await touch(row);
  const base = path.basename(asset.name, path.extname(asset.name)) || "image";
  const file = { blobKey: row.blobKey, name: `${base}.${format === "jpeg" ? "jpg" : format}`, mime: row.mime, sizeBytes: row.sizeBytes };
  return { file, etag: `"v-${row.etag}"`, varyAccept: transform.format === "auto", etagDigestsBytes: true, bytes };
}

/**
 * The answer for an asset that is not stored: 404 for a URL signed for an asset since deleted, 403 for
 * any other (a changed or made-up id), so a URL without a valid signature never tells whether an asset exists.
 */
async function unservedRefusal({ assetId, segment, signature }: { assetId: string; segment: string; signature: string }): Promise<ApiError> {
  if (!ASSET_ID.test(assetId)) return badSignature();
  const db = await getDb();
  const [deleted] = await db
    .select(SEALED_SECRET_COLUMNS)
    .from(deliveryDeletedAssets)
    .innerJoin(deliverySecrets, eq(deliverySecrets.accountId, deliveryDeletedAssets.accountId))
    .where(eq(deliveryDeletedAssets.assetId, assetId));
  if (deleted && checkDeliverySignature({ secrets: acceptedSecretsOf(deleted), assetId, segment, signature })) return notDelivered();
  return badSignature();
}

/** AVIF, then WebP, then JPEG: the first the client accepts. */
export function negotiate(accept: string | null): VariantFormat {
  const accepted = new Set(
    (accept ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type.trim().toLowerCase()),
  );
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return "jpeg";
}

function defaultFormat(mime: string): VariantFormat {
  const own = Object.entries(VARIANT_MIME).find(([, m]) => m === mime);
  return own ? (own[0] as VariantFormat) : "png";
}

function digest(text: string | Buffer): string {
  return createHash("sha256").update(text).digest("base64url");
}

/**
 * What serving a URL reads, in one statement and only the columns it uses: the asset, its account's
 * sealed secrets and the stored variant of `transform` (a null transform matches none). Prepared once per database handle.
 */
function servedQuery(db: Db) {
  const query = db
    .select({
      asset: {
        id: assets.id,
        accountId: assets.accountId,
        name: assets.name,
        mime: assets.mime,
        sizeBytes: assets.sizeBytes,
        blobKey: assets.blobKey,
        width: assets.width,
        height: assets.height,
        plan: accounts.plan,
      },
      secrets: SEALED_SECRET_COLUMNS,
      variant: {
        assetId: deliveryVariants.assetId,
        transform: deliveryVariants.transform,
        blobKey: deliveryVariants.blobKey,
        mime: deliveryVariants.mime,
        sizeBytes: deliveryVariants.sizeBytes,
        etag: deliveryVariants.etag,
        lastServedAt: deliveryVariants.lastServedAt,
      },
    })
    .from(assets)
    .innerJoin(accounts, eq(accounts.id, assets.accountId))
    .leftJoin(deliverySecrets, eq(deliverySecrets.accountId, assets.accountId))
    .leftJoin(deliveryVariants, and(eq(deliveryVariants.assetId, assets.id), eq(deliveryVariants.transform, sql.placeholder("transform"))))
    .where(eq(assets.id, sql.placeholder("assetId")));
  return prepareNamed(query, "darkroom_delivery_served");
}

const preparedServed = new WeakMap<Db, ReturnType<typeof servedQuery>>();

async function findServed(assetId: string, transform: string | null) {
  const db = await getDb();
  let query = preparedServed.get(db);
  if (!query) preparedServed.set(db, (query = servedQuery(db)));
  const [row] = await query.execute({ assetId, transform });
  return row;
}

async function findVariant(assetId: string, key: string): Promise<VariantRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(deliveryVariants).where(and(eq(deliveryVariants.assetId, assetId), eq(deliveryVariants.transform, key)));
  return row;
}

async function touch(row: ServedVariant): Promise<void> {
  const at = now();
  if (at.getTime() - row.lastServedAt.getTime() < TOUCH_EVERY_MS) return;
  const db = await getDb();
  await db
    .update(deliveryVariants)
    .set({ lastServedAt: at })
    .where(and(eq(deliveryVariants.assetId, row.assetId), eq(deliveryVariants.transform, row.transform), lt(deliveryVariants.lastServedAt, at)));
}

/** The variant's blob key, the same in every process: beside the asset's month, named by asset and transform. */
export function variantBlobKey(asset: { id: string; blobKey: string }, key: string): string {
  const month = asset.blobKey.split("/")[1] ?? now().toISOString().slice(0, 7);
  const bytes = createHash("sha256").update(`${asset.id}/${key}`).digest();
  return `variant/${month}/${Array.from(bytes.subarray(0, 24), (b) => BASE62[b % 62]).join("")}`;
}

/**
 * Concurrent first requests for one variant in this process share one render, until its variant is
 * stored. Where this process is the only one serving (the embedded database), a render is answered while
 * its variant is being stored: the requests for it meanwhile share this render, so none renders it again.
 * The output size is checked first (nothing read yet), then one point of the account's render budget is
 * spent for the render (those that join it spend none). Once every request for it has gone (their
 * `signal`s), a render still waiting for a slot is dropped; one already running cannot be stopped inside
 * sharp and ends within DELIVERY_RENDER_TIMEOUT_SECONDS, its variant stored for the next request.
 */
function renderOnce(asset: ServedAsset, key: string, transform: DeliveryTransform & { format: VariantFormat }, signal?: AbortSignal): Promise<Rendered> {
  const inFlight = (processState().deliveryRenders ??= new Map());
  const id = `${asset.id}/${key}`;
  const running = inFlight.get(id);
  if (running) return join(running, signal);
  const outputPixels = assertOutputFits(asset, transform);
  let answerEarly: (rendered: Rendered) => void = () => {};
  const early = new Promise<Rendered>((resolve) => (answerEarly = resolve));
  const render: InFlightRender = { answer: early, stored: Promise.resolve(), answeredEarly: false, requesters: 0, abandon: new AbortController() };
  const storing = spendRenderBudget(asset.accountId, asset.plan).then(() =>
    renderAndStore(asset, key, transform, outputPixels, render.abandon.signal, (rendered) => {
      render.answeredEarly = true;
      answerEarly(rendered);
    }),
  );
  render.answer = Promise.race([early, storing]);
  render.stored = storing.then(
    () => undefined,
    (error: unknown) => {
      // After an early answer nobody awaits the store; an asset deleted meanwhile is no failure.
      if (render.answeredEarly && !(isApiError(error) && error.code === "not_found")) log().warn({ err: error, asset_id: asset.id, transform: key }, "storing a delivered variant failed");
    },
  );
  inFlight.set(id, render);
  void render.stored.finally(() => inFlight.delete(id));
  return join(render, signal);
}

/** One more request waits for `render`; when the last of them goes (its signal aborts), the render is abandoned. */
function join(render: InFlightRender, signal: AbortSignal | undefined): Promise<Rendered> {
  render.requesters++;
  // A request without a signal never goes, so its render is never abandoned.
  if (signal) {
    const leave = () => {
      if (--render.requesters === 0) render.abandon.abort();
    };
    if (signal.aborted) leave();
    else {
      signal.addEventListener("abort", leave, { once: true });
      void render.stored.finally(() => signal.removeEventListener("abort", leave));
    }
  }
  return render.answer;
}

/**
 * Until the variants of renders answered early are stored: of one asset, or of all (before the database
 * closes). With `withinMs`, waits no longer than that (shutdown's grace) and answers whether they all were.
 */
export async function variantsStored(assetId?: string, { withinMs }: { withinMs?: number } = {}): Promise<boolean> {
  const inFlight = processState().deliveryRenders ?? new Map<string, InFlightRender>();
  const answered = [...inFlight].filter(([id, render]) => render.answeredEarly && (!assetId || id.startsWith(`${assetId}/`)));
  const stored = Promise.all(answered.map(([, render]) => render.stored)).then(() => true);
  if (withinMs === undefined) return stored;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, Math.max(0, withinMs), false)));
  try {
    return await Promise.race([stored, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shutdown: renders waiting for a slot are refused (`503 unavailable` with Retry-After), and so is every
 * later one, so no request waits on a render that has not started; running renders end within
 * DELIVERY_RENDER_TIMEOUT_SECONDS, and the process exits after its grace whatever they do.
 */
export function stopDeliveryRenders(): void {
  renderSlots().close(new ApiError("unavailable", "This server is shutting down; try again shortly.", { headers: { "Retry-After": "2" } }));
}

/**
 * Renders in a render slot, then stores outside it: the CPU goes to the next render while this variant
 * is written. A rendered variant takes a place among the stores before giving its slot up, so at most
 * DELIVERY_RENDER_CONCURRENCY variants wait in memory for a slow store (S3) besides those rendering.
 */
async function renderAndStore(
  asset: ServedAsset,
  key: string,
  transform: DeliveryTransform & { format: VariantFormat },
  outputPixels: number | null,
  abandoned: AbortSignal,
  answerEarly: (rendered: Rendered) => void,
): Promise<Rendered> {
  const limit = renderConcurrency();
  const leaveRenderSlot = await renderSlots()
    .enter(asset.accountId, abandoned)
    .catch(async (error: unknown) => {
      // Refused a slot or abandoned while waiting: it never ran, so its point of the budget goes back.
      await refundRenderBudget(asset.accountId, asset.plan);
      throw error;
    });
  let bytes: Buffer<ArrayBuffer>;
  let leaveStores: () => void;
  try {
    bytes = await renderBytes(asset, transform, outputPixels);
    metrics().deliveryRenders.inc();
    leaveStores = await enter((processState().deliveryStores ??= { running: 0, waiting: [] }), limit);
  } finally {
    leaveRenderSlot();
  }
  try {
    return await storeVariant(asset, key, transform.format, bytes, answerEarly);
  } finally {
    leaveStores();
  }
}

function renderConcurrency(): number {
  return env().DELIVERY_RENDER_CONCURRENCY ?? os.availableParallelism();
}

/**
 * This process's render slots: DELIVERY_RENDER_CONCURRENCY at once, at most half of them (rounded up)
 * for one account, a bounded few of each account waiting (past that, that account's 503 with Retry-After),
 * taken in turn between accounts (render-gate.ts).
 */
function renderSlots(): FairGate {
  return (processState().deliverySlots ??= new FairGate(() => {
    const slots = renderConcurrency();
    return { slots, perAccount: Math.max(1, Math.ceil((slots * SLOTS_PER_ACCOUNT_PERCENT) / 100)), waitingPerAccount: slots * WAITING_PER_SLOT };
  }));
}

/** Renders running and waiting in this process, of one account or of all. */
export function renderCounts(accountId?: string): { running: number; waiting: number } {
  return renderSlots().counts(accountId);
}

/** Takes a place in `gate` once fewer than `limit` hold one; answers how to give it up. */
async function enter(gate: Gate, limit: number): Promise<() => void> {
  if (gate.running >= limit) await new Promise<void>((resolve) => gate.waiting.push(resolve));
  else gate.running++;
  return () => {
    // The place passes straight to the next waiter, so `running` counts it without a gap.
    const next = gate.waiting.shift();
    if (next) next();
    else gate.running--;
  };
}

function renderBytes(asset: ServedAsset, transform: DeliveryTransform & { format: VariantFormat }, outputPixels: number | null): Promise<Buffer<ArrayBuffer>> {
  const { DELIVERY_RENDER_TIMEOUT_SECONDS, DELIVERY_MAX_OUTPUT_PIXELS } = env();
  return withLocalPath(asset.blobKey, (original) =>
    renderVariant(
      original,
      { width: transform.width, height: transform.height, fit: transform.fit, format: transform.format, quality: transform.quality },
      { inputFormat: asset.mime.replace(/^image\//, ""), timeoutSeconds: DELIVERY_RENDER_TIMEOUT_SECONDS, outputPixels: outputPixels ?? DELIVERY_MAX_OUTPUT_PIXELS },
    ),
  );
}

/**
 * Stores a rendered variant (file, then row) and answers its row. `answerEarly` hears the row first
 * if this process is the only one serving and no eviction is due: with other processes, the
 * variant must be stored before anyone hears of it, and an eviction must run before the next request.
 */
async function storeVariant(asset: ServedAsset, key: string, format: VariantFormat, bytes: Buffer<ArrayBuffer>, answerEarly: (rendered: Rendered) => void): Promise<Rendered> {
  const variant: NewVariant = { assetId: asset.id, transform: key, blobKey: variantBlobKey(asset, key), mime: VARIANT_MIME[format], sizeBytes: bytes.length, etag: digest(bytes).slice(0, 27), lastServedAt: now() };
  const evictionDue = countTowardsEviction(bytes.length);
  if (!evictionDue && (await getDbDriver()) === "pglite") answerEarly({ row: variant, bytes });
  await blobStore().put(variant.blobKey, Readable.from([bytes]));
  const row = await insertVariant(variant);
  if (row) {
    if (evictionDue) await evictOverCapacity({ keep: row });
    return { row, bytes };
  }
  // Another process stored it meanwhile (the same blob key, the same bytes): its row stays the answer.
  const stored = await findVariant(asset.id, key);
  if (stored) return { row: stored };
  // The asset was deleted while it rendered: nothing of it may stay.
  await blobStore().delete(variant.blobKey);
  throw notDelivered();
}

type NewVariant = Omit<VariantRow, "accountId" | "createdAt">;

/** Stores a variant's row in one statement, only while its asset exists and none is stored yet; null otherwise. */
async function insertVariant(variant: NewVariant): Promise<VariantRow | null> {
  const db = await getDb();
  const [raw] = await queryRows<Record<string, unknown>>(
    db,
    sql`INSERT INTO ${deliveryVariants} (asset_id, account_id, transform, blob_key, mime, size_bytes, etag, last_served_at)
        SELECT ${assets.id}, ${assets.accountId}, ${variant.transform}, ${variant.blobKey}, ${variant.mime}, ${variant.sizeBytes}, ${variant.etag}, ${variant.lastServedAt.toISOString()}::timestamptz
        FROM ${assets} WHERE ${assets.id} = ${variant.assetId}
        ON CONFLICT DO NOTHING RETURNING *`,
  );
  return raw ? rowOf(deliveryVariants, raw) : null;
}

/**
 * Whether this render's bytes make the stored variants due to be summed again: once this process has
 * rendered a hundredth of DELIVERY_CACHE_BYTES since it last did, so the bound holds within that much
 * per process, with no scan of every variant per render.
 */
function countTowardsEviction(sizeBytes: number): boolean {
  const state = processState();
  state.deliveryBytesSinceEviction = (state.deliveryBytesSinceEviction ?? 0) + sizeBytes;
  if (state.deliveryBytesSinceEviction < env().DELIVERY_CACHE_BYTES / 100) return false;
  state.deliveryBytesSinceEviction = 0;
  return true;
}

/** What delivery does when an asset is deleted: remembers it (its signed URLs answer 404) and deletes its stored variants, rows and bytes. */
export async function forgetDeletedAsset(asset: { id: string; accountId: string }): Promise<void> {
  await variantsStored(asset.id);
  const db = await getDb();
  await db.insert(deliveryDeletedAssets).values({ assetId: asset.id, accountId: asset.accountId }).onConflictDoNothing();
  const gone = await db.delete(deliveryVariants).where(eq(deliveryVariants.assetId, asset.id)).returning({ blobKey: deliveryVariants.blobKey });
  for (const { blobKey } of gone) await blobStore().delete(blobKey);
}

/**
 * Past DELIVERY_CACHE_BYTES, variants go until the rest fit, heaviest account first: the account holding
 * the most bytes loses its least recently served variants (never `keep`, just rendered) until it holds
 * no more than the next heaviest, and so on. One account's renders thus evict its own variants before
 * any lighter account's: the cache is shared as evenly as its accounts' use allows.
 */
export async function evictOverCapacity({ keep }: { keep?: { assetId: string; transform: string } } = {}): Promise<number> {
  const db = await getDb();
  const held = new Map(
    (await db.select({ accountId: deliveryVariants.accountId, total: sql<string>`sum(${deliveryVariants.sizeBytes})` }).from(deliveryVariants).groupBy(deliveryVariants.accountId)).map(
      (row) => [row.accountId, Number(row.total)] as const,
    ),
  );
  let excess = [...held.values()].reduce((sum, bytes) => sum + bytes, 0) - env().DELIVERY_CACHE_BYTES;
  let evicted = 0;
  while (excess > 0 && held.size) {
    const [[heaviest, bytes], next] = [...held].sort((a, b) => b[1] - a[1]);
    const level = next?.[1] ?? 0;
    const oldest = (
      await db
        .select({ assetId: deliveryVariants.assetId, transform: deliveryVariants.transform, sizeBytes: deliveryVariants.sizeBytes })
        .from(deliveryVariants)
        .where(eq(deliveryVariants.accountId, heaviest))
        .orderBy(asc(deliveryVariants.lastServedAt))
        .limit(50)
    ).filter((row) => row.assetId !== keep?.assetId || row.transform !== keep.transform);
    if (!oldest.length) {
      // Nothing of this account may go (only `keep` is left): the next account is the heaviest.
      held.delete(heaviest);
      continue;
    }
    let left = bytes;
    for (const row of oldest) {
      if (excess <= 0 || left < level) break;
      const [gone] = await db
        .delete(deliveryVariants)
        .where(and(eq(deliveryVariants.assetId, row.assetId), eq(deliveryVariants.transform, row.transform)))
        .returning({ blobKey: deliveryVariants.blobKey });
      left -= row.sizeBytes;
      if (!gone) continue;
      await blobStore().delete(gone.blobKey);
      excess -= row.sizeBytes;
      evicted++;
    }
    held.set(heaviest, left);
  }
  return evicted;
}
