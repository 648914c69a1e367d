import { cx } from "@/components/ui/cx";
import type { VaultRoom } from "@/lib/domain/vault/schema";
import { formatBytes } from "@/lib/core/bytes";

/** How full the Vault is, as a meter with the used and free room spelled out. */
export function RoomBar({ used_bytes, capacity_bytes, free_bytes }: VaultRoom) {
  const percent = capacity_bytes > 0 ? Math.min(100, (used_bytes / capacity_bytes) * 100) : 100;
  const tone = percent >= 95 ? "bg-red-600" : percent >= 80 ? "bg-amber-500" : "bg-accent-600";
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p id="vault-room-label" className="font-medium text-zinc-900">
          Room used
        </p>
        <p className="text-zinc-600">
          <span className="font-medium text-zinc-900">{formatBytes(used_bytes)}</span> of {formatBytes(capacity_bytes)} ·{" "}
          <span>{formatBytes(free_bytes)} free</span>
        </p>
      </div>
      <div
        role="meter"
        aria-labelledby="vault-room-label"
        aria-valuemin={0}
        aria-valuemax={capacity_bytes}
        aria-valuenow={used_bytes}
        aria-valuetext={`${formatBytes(used_bytes)} of ${formatBytes(capacity_bytes)} used, ${formatBytes(free_bytes)} free`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-zinc-100"
      >
        {/* A sliver stays visible so a nearly empty Vault still shows a bar. */}
        <div className={cx("h-full rounded-full", tone)} style={{ width: `${used_bytes > 0 ? Math.max(percent, 1) : 0}%` }} />
      </div>
    </div>
  );
}
