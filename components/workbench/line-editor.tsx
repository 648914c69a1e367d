"use client";

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { MEASURE_BEFORE_PICK_UP } from "@/components/ui/dnd-measuring";
import { useLineStore } from "@/lib/client/stores/line-store";
import type { CheckedStep } from "./build-line";
import { LineStepCard } from "./line-step-card";

/** The steps in order; drag handles reorder them with a pointer or with Space and the arrow keys. `revealKey` is the step just added. */
export function LineEditor({ checked, revealKey }: { checked: CheckedStep[]; revealKey: string | null }) {
  const move = useLineStore((s) => s.move);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = checked.map((c) => c.draft.key);
  const titleOf = (id: string | number) => checked.find((c) => c.draft.key === id)?.skill?.title ?? "step";
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={MEASURE_BEFORE_PICK_UP}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, step ${positionOf(active.id)}.`,
          // Over itself means it has not moved yet; announcing that would drown "Picked up".
          onDragOver: ({ active, over }) => (over?.id === active.id ? undefined : over ? `${titleOf(active.id)} moved to position ${positionOf(over.id)}.` : `${titleOf(active.id)} is not over a position.`),
          onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${titleOf(active.id)} dropped.`),
          onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label="Line steps">
          {checked.map((step, index) => (
            <LineStepCard key={step.draft.key} step={step} index={index} reveal={step.draft.key === revealKey} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
