"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId, useLayoutEffect, useRef } from "react";
import { OptionFields } from "@/components/skills/option-fields";
import { priceLabel } from "@/components/skills/price-label";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Label } from "@/components/ui/label";
import { useLineStore } from "@/lib/client/stores/line-store";
import { isPromptTooLong, PROMPT_MAX_LENGTH, promptLength } from "@/lib/domain/skills/prompt";
import type { CheckedStep } from "./build-line";

/**
 * One step of the line: drag handle, options, prompt and model where the skill has them. A step just
 * added (`reveal`) that lies out of view (on a phone the catalogue is below the line) is scrolled into
 * view and takes the focus, so the Add that made it shows it.
 */
export function LineStepCard({ step, index, reveal = false }: { step: CheckedStep; index: number; reveal?: boolean }) {
  const { draft, skill, shown: errors, misplaced } = step;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: draft.key });
  const { remove, setOption, setField } = useLineStore();
  const promptId = useId();
  const modelId = useId();
  const title = skill?.title ?? draft.tool;
  const number = index + 1;
  const item = useRef<HTMLLIElement>(null);
  // Before paint, in the commit that added the step: the page never moves under a pointer already on its way to the next click.
  useLayoutEffect(() => {
    const element = item.current;
    if (!reveal || !element) return;
    const box = element.getBoundingClientRect();
    if (box.top >= 0 && box.top < window.innerHeight - 80) return;
    element.scrollIntoView({ block: "start", behavior: "instant" });
    element.focus({ preventScroll: true });
  }, [reveal]);

  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        item.current = node;
      }}
      tabIndex={-1}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={`Step ${number}: ${title}`}
      className={cx("scroll-mt-20 rounded-lg border bg-white p-3 shadow-sm focus:outline-2 focus:outline-accent-600", misplaced ? "border-red-400" : "border-zinc-200", isDragging && "z-10 shadow-lg")}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move step ${number}, ${title}`}
          className="cursor-grab touch-none rounded px-1.5 py-1 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <span aria-hidden>⠿</span>
        </button>
        <span className="text-xs font-semibold text-zinc-500">{number}</span>
        <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-zinc-900">{title}</h3>
        {skill && <Badge tone={skill.paid ? "accent" : "success"}>{priceLabel(skill, draft.model || undefined)}</Badge>}
        <Button variant="ghost" size="sm" onClick={() => remove(draft.key)} aria-label={`Remove step ${number}, ${title}`}>
          Remove
        </Button>
      </div>
      {misplaced && (
        <p role="status" className="mt-2 rounded bg-red-50 px-2 py-1 text-xs font-medium text-red-800">
          {misplaced}
        </p>
      )}
      {skill && !skill.available && <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">Not available on this server.</p>}
      {skill && (
        <div className="mt-3 space-y-3">
          {skill.models && (
            <div>
              <Label htmlFor={modelId}>
                <span className="sr-only">Step {number} </span>Model
              </Label>
              <select id={modelId} value={draft.model || skill.default_model} onChange={(e) => setField(draft.key, "model", e.target.value)} className="mt-1 block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm">
                {skill.models.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.id} — {priceLabel({ price: m.price })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {skill.needs_prompt && (
            <div>
              <Label htmlFor={promptId}>
                <span className="sr-only">Step {number} </span>Prompt
              </Label>
              <textarea id={promptId} value={draft.prompt} onChange={(e) => setField(draft.key, "prompt", e.target.value)} rows={3} aria-invalid={Boolean(errors.prompt) || undefined} className="mt-1 block w-full rounded-md border border-zinc-300 px-3 py-2 text-sm" />
              <p className={cx("mt-1 text-xs", isPromptTooLong(draft.prompt) ? "text-red-700" : "text-zinc-500")}>
                {promptLength(draft.prompt)} / {PROMPT_MAX_LENGTH} {errors.prompt && `— ${errors.prompt}`}
              </p>
            </div>
          )}
          <OptionFields options={skill.options} values={draft.options} errors={errors} onChange={(id, value) => setOption(draft.key, id, value)} labelPrefix={`Step ${number} `} />
        </div>
      )}
    </li>
  );
}
