"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ASSET_SORTS, type AssetSort } from "@/lib/domain/vault/asset-kind";
import type { VaultSearch } from "@/lib/client/hooks/use-assets";
import { KindFilter } from "./kind-filter";

const SORT_LABELS: Record<AssetSort, string> = {
  "-created_at": "Newest first",
  created_at: "Oldest first",
  name: "Name A–Z",
  "-name": "Name Z–A",
  size: "Smallest first",
  "-size": "Largest first",
  taken_at: "Taken, oldest first",
  "-taken_at": "Taken, newest first",
};

type VaultFiltersProps = { search: VaultSearch; onChange: (next: VaultSearch) => void };

/** Words, type, tag, the date taken and the order of a Vault search; each change becomes the page's URL. */
export function VaultFilters({ search, onChange }: VaultFiltersProps) {
  const [words, setWords] = useState(search.q ?? "");
  const ids = { q: useId(), tag: useId(), after: useId(), before: useId(), sort: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...search, q: words.trim() || undefined });
  }

  return (
    <div className="space-y-3">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={ids.q} className="sr-only">
          Search the Vault
        </label>
        <Input id={ids.q} type="search" placeholder="Search names, tags, folders, cameras…" value={words} onChange={(event) => setWords(event.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="flex flex-wrap items-end gap-3">
        <KindFilter value={search.type} onChange={(type) => onChange({ ...search, type })} />
        <label className="text-sm text-zinc-700" htmlFor={ids.tag}>
          Tag
          <Input id={ids.tag} className="mt-1 w-36" defaultValue={search.tag ?? ""} onBlur={(event) => onChange({ ...search, tag: event.target.value.trim() || undefined })} />
        </label>
        <label className="text-sm text-zinc-700" htmlFor={ids.after}>
          Taken from
          <Input id={ids.after} type="date" className="mt-1 w-40" value={search.taken_after ?? ""} onChange={(event) => onChange({ ...search, taken_after: event.target.value || undefined })} />
        </label>
        <label className="text-sm text-zinc-700" htmlFor={ids.before}>
          Taken before
          <Input id={ids.before} type="date" className="mt-1 w-40" value={search.taken_before ?? ""} onChange={(event) => onChange({ ...search, taken_before: event.target.value || undefined })} />
        </label>
        <label className="text-sm text-zinc-700" htmlFor={ids.sort}>
          Order
          <select
            id={ids.sort}
            className="mt-1 block h-10 rounded-md border border-zinc-300 bg-white px-3 text-sm shadow-sm"
            value={search.sort ?? "-created_at"}
            onChange={(event) => onChange({ ...search, sort: event.target.value as AssetSort })}
          >
            {ASSET_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
