"use client";

import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { MEASURE_BEFORE_PICK_UP } from "@/components/ui/dnd-measuring";
import { AssetThumb } from "@/components/vault/asset-thumb";
import { useGalleryAssets, useUpdateGallery, type GalleryView } from "@/lib/client/hooks/use-galleries";
import type { AssetView } from "@/lib/domain/vault/schema";

/** The gallery's assets in display order: drag (or Space and the arrow keys) to reorder, saved on drop. */
export function SortableAssets({ gallery }: { gallery: GalleryView }) {
  const update = useUpdateGallery(gallery.id);
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const order = pendingOrder ?? gallery.asset_ids;
  const assets = useGalleryAssets(order);
  const byId = new Map(order.map((id, index) => [id, assets[index]?.data]));
  const titleId = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  function save(next: string[]) {
    setPendingOrder(next);
    update.mutate({ asset_ids: next }, { onSettled: () => setPendingOrder(null) });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    save(arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  }

  function nameOf(id: string): string {
    return byId.get(id)?.name ?? "asset";
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title={`Assets (${order.length})`}
        description="Drag to change the order reviewers see. With a keyboard: focus a handle, press Space, move with the arrow keys, press Space again."
      />
      <div className="p-5">
        {order.length === 0 ? (
          <p className="text-sm text-zinc-600">This gallery is empty: add assets from the Vault.</p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            measuring={MEASURE_BEFORE_PICK_UP}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements: {
                onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}, position ${order.indexOf(String(active.id)) + 1} of ${order.length}.`,
                onDragOver: ({ active, over }) => (over ? `${nameOf(String(active.id))} is over position ${order.indexOf(String(over.id)) + 1}.` : undefined),
                onDragEnd: ({ active, over }) => (over ? `${nameOf(String(active.id))} dropped at position ${order.indexOf(String(over.id)) + 1}.` : "Dropped outside the list."),
                onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
              },
            }}
          >
            <SortableContext items={order} strategy={rectSortingStrategy}>
              <ol aria-label="Gallery order" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {order.map((id, index) => (
                  <SortableTile
                    key={id}
                    id={id}
                    position={index + 1}
                    asset={byId.get(id)}
                    removing={update.isPending}
                    onRemove={() => save(order.filter((other) => other !== id))}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
        <p aria-live="polite" className="mt-3 min-h-5 text-sm">
          {update.isError ? <span className="text-red-700">{update.error.message}</span> : update.isPending ? <span className="text-zinc-600">Saving order…</span> : null}
        </p>
      </div>
    </Card>
  );
}

type SortableTileProps = { id: string; position: number; asset: AssetView | undefined; removing: boolean; onRemove: () => void };

function SortableTile({ id, position, asset, removing, onRemove }: SortableTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = asset?.name ?? id;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      className={cx("overflow-hidden rounded-lg border border-zinc-200 bg-white", isDragging && "relative z-10 shadow-lg ring-2 ring-accent-600/40")}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${name}, position ${position}`}
        className="block aspect-square w-full cursor-grab touch-none bg-zinc-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600 active:cursor-grabbing"
      >
        {asset ? <AssetThumb asset={asset} /> : <span className="text-xs text-zinc-500">Loading…</span>}
      </button>
      <div className="flex items-center justify-between gap-1 p-2">
        <p className="min-w-0 truncate text-xs text-zinc-700" title={name}>
          <span className="font-medium text-zinc-900">{position}.</span> {name}
        </p>
        <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" disabled={removing} onClick={onRemove} aria-label={`Remove ${name} from the gallery`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
