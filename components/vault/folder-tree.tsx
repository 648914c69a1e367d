"use client";

import { cx } from "@/components/ui/cx";
import { useAssetFolders } from "@/lib/client/hooks/use-assets";

type FolderTreeProps = { value: string | undefined; onChange: (folder: string | undefined) => void };

/** The Vault's folders, indented by depth, each with its subtree's count; the chosen one filters the grid (with its subfolders). */
export function FolderTree({ value, onChange }: FolderTreeProps) {
  const tree = useAssetFolders();
  if (!tree.data || tree.data.folders.length === 0) return null;
  const item = (label: string, folder: string | undefined, count: number, depth: number) => (
    <li key={folder ?? ""}>
      <button
        type="button"
        aria-current={value === folder ? "true" : undefined}
        onClick={() => onChange(folder)}
        style={{ paddingLeft: `${0.5 + depth * 0.75}rem` }}
        className={cx(
          "flex w-full items-center justify-between gap-2 rounded-md py-1 pr-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-accent-600",
          value === folder ? "bg-accent-600 text-white" : "text-zinc-700 hover:bg-zinc-100",
        )}
      >
        <span className="truncate">{label}</span>
        <span className={cx("text-xs tabular-nums", value === folder ? "text-white" : "text-zinc-500")}>{count}</span>
      </button>
    </li>
  );
  return (
    <nav aria-label="Folders">
      <ul className="space-y-0.5">
        {item("All assets", undefined, tree.data.total, 0)}
        {tree.data.folders.map((folder) => item(folder.name, folder.path, folder.total, folder.depth))}
      </ul>
    </nav>
  );
}
