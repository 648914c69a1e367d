import { and, asc, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import { assets } from "@/lib/platform/db";
import { subfolderRange } from "./folder";
import type { AssetKind, AssetSort, ListAssetsQuery } from "./schema";

type AssetRow = typeof assets.$inferSelect;
type SortValue = string | number | null;

/** The column a sort orders by (ties, and `created_at` itself, by the id: ids sort by creation time). */
const SORT_COLUMNS = {
  created_at: null,
  name: { column: assets.name, value: (row: AssetRow): SortValue => row.name },
  size: { column: assets.sizeBytes, value: (row: AssetRow): SortValue => row.sizeBytes },
  taken_at: { column: assets.takenAt, value: (row: AssetRow): SortValue => row.takenAt?.toISOString() ?? null },
} as const;

/** `q` is split into words; each must appear somewhere in the asset's search text. */
const MAX_SEARCH_WORDS = 8;
/** The generated column of migration 0054 (name, folder, tags, camera, lens, description, lower-cased). */
const searchText = sql`${assets}.search_text`;

const AssetId = z.string().regex(/^ast_[0-9A-Za-z]{24}$/);
const Cursor = z.object({ s: z.string(), v: z.union([z.string(), z.number(), z.null()]), id: AssetId });

function sortOf(sort: AssetSort) {
  const descending = sort.startsWith("-");
  const key = (descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  return { descending, spec: SORT_COLUMNS[key] };
}

/** The `next_cursor` after `row`: by creation time the row's id (as it always was), else opaque: the sort, the row's sort value and its id. */
export function cursorAfter(row: AssetRow, sort: AssetSort): string {
  const { spec } = sortOf(sort);
  if (!spec) return row.id;
  return Buffer.from(JSON.stringify({ s: sort, v: spec ? spec.value(row) : null, id: row.id })).toString("base64url");
}

function readCursor(cursor: string, sort: AssetSort): z.infer<typeof Cursor> {
  if (!sortOf(sort).spec && AssetId.safeParse(cursor).success) return { s: sort, v: null, id: cursor };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const read = Cursor.safeParse(parsed);
  if (!read.success) throw new ApiError("invalid_request", "`cursor` is not a next_cursor this listing gave.");
  if (read.data.s !== sort) throw new ApiError("invalid_request", `\`cursor\` belongs to sort=${read.data.s}; send the same sort as the first page.`);
  return read.data;
}

/** Rows after the cursor in the sort's order; undated photos come last whichever way `taken_at` runs. */
function afterCursor(sort: AssetSort, cursor: z.infer<typeof Cursor>): SQL {
  const { descending, spec } = sortOf(sort);
  const past = descending ? sql`<` : sql`>`;
  if (!spec) return sql`${assets.id} ${past} ${cursor.id}`;
  if (cursor.v === null) return sql`(${spec.column} IS NULL AND ${assets.id} ${past} ${cursor.id})`;
  const value = spec === SORT_COLUMNS.taken_at ? new Date(String(cursor.v)).toISOString() : cursor.v;
  const beyond = sql`(${spec.column}, ${assets.id}) ${past} (${value}, ${cursor.id})`;
  return spec === SORT_COLUMNS.taken_at ? sql`(${beyond} OR ${spec.column} IS NULL)` : beyond;
}

export function orderOf(sort: AssetSort): SQL[] {
  const { descending, spec } = sortOf(sort);
  const direction = descending ? desc : asc;
  if (!spec) return [direction(assets.id)];
  const column = spec === SORT_COLUMNS.taken_at ? sql`${spec.column} ${descending ? sql`DESC` : sql`ASC`} NULLS LAST` : direction(spec.column);
  return [column, direction(assets.id)];
}

/** `%`, `_` and `\` stand for themselves in a search word. */
function likeWord(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function kindFilter(kind: AssetKind): SQL | undefined {
  if (kind === "text") return or(like(assets.mime, "text/%"), inArray(assets.mime, ["application/json", "application/x-subrip"]));
  return like(assets.mime, `${kind}/%`);
}

/** An asset in `folder` or any folder under it. */
export function inFolder(folder: string): SQL | undefined {
  if (folder === "") return undefined;
  const { from, to } = subfolderRange(folder);
  return or(eq(assets.folder, folder), and(gte(assets.folder, from), lt(assets.folder, to)));
}

/** The WHERE of a Vault search: the account, every filter of the query and the page's start. */
export function searchConditions(accountId: string, query: ListAssetsQuery): SQL | undefined {
  const words = query.q?.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS) ?? [];
  const type = query.type ?? query.kind;
  return and(
    eq(assets.accountId, accountId),
    ...words.map((word) => sql`${searchText} LIKE ${likeWord(word)}`),
    query.tag ? sql`${assets.tags} @> ARRAY[${query.tag}]::text[]` : undefined,
    query.folder !== undefined ? inFolder(query.folder) : undefined,
    type ? kindFilter(type) : undefined,
    query.taken_after ? gte(assets.takenAt, query.taken_after) : undefined,
    query.taken_before ? lt(assets.takenAt, query.taken_before) : undefined,
    query.cursor ? afterCursor(query.sort, readCursor(query.cursor, query.sort)) : undefined,
  );
}
