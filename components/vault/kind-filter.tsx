import { cx } from "@/components/ui/cx";
import { ASSET_KINDS, type AssetKind } from "@/lib/domain/vault/asset-kind";

const LABELS: Record<AssetKind | "all", string> = { all: "All", image: "Images", video: "Videos", audio: "Audio", text: "Text" };

type KindFilterProps = { value: AssetKind | undefined; onChange: (kind: AssetKind | undefined) => void };

/** Toggle buttons for the `?type=` filter; the pressed one is the current view. */
export function KindFilter({ value, onChange }: KindFilterProps) {
  return (
    <div role="group" aria-label="Filter by type" className="inline-flex flex-wrap gap-1 rounded-lg bg-zinc-100 p-1">
      {(["all", ...ASSET_KINDS] as const).map((kind) => {
        const pressed = (value ?? "all") === kind;
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(kind === "all" ? undefined : kind)}
            className={cx(
              "rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent-600",
              pressed ? "bg-white text-zinc-900 shadow-sm" : "text-zinc-600 hover:text-zinc-900",
            )}
          >
            {LABELS[kind]}
          </button>
        );
      })}
    </div>
  );
}
