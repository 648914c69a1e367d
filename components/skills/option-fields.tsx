"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SkillOption } from "@/lib/client/hooks/use-skills";
import type { OptionValue } from "@/lib/client/stores/line-store";

type OptionFieldsProps = {
  options: SkillOption[];
  values: Record<string, OptionValue>;
  errors: Record<string, string>;
  onChange: (id: string, value: OptionValue) => void;
  /** Prefixes labels for assistive technology only, so several steps' fields stay distinct without repeating on screen. */
  labelPrefix?: string;
};

const SELECT_CLASS =
  "block h-10 w-full rounded-md border bg-white px-3 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:-outline-offset-1 focus:outline-accent-600";

function humanize(id: string): string {
  const words = id.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const HEX6 = /^#[0-9a-f]{6}$/i;

/** A colour option: the catalogue describes each as taking `#rrggbb`. */
const isColour = (option: SkillOption) => option.type === "string" && !option.allowed_values && option.description.includes("#rrggbb");

/** A fraction such as opacity: a number between set bounds no wider than 0–1, shown as a slider. */
const isFraction = (option: SkillOption) => option.type === "number" && option.minimum !== undefined && option.maximum !== undefined && option.maximum <= 1;

/** The `#rrggbb` a colour picker can show for a typed value (#rgb widened, alpha dropped), or the default. */
function pickerValue(text: string, fallback: unknown): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(text)) return text.slice(0, 7).toLowerCase();
  return typeof fallback === "string" && HEX6.test(fallback) ? fallback.toLowerCase() : "#ffffff";
}

/** A form generated from a skill's option list: selects for allowed values, numbers, checkboxes. */
export function OptionFields({ options, values, errors, onChange, labelPrefix = "" }: OptionFieldsProps) {
  const baseId = useId();
  if (options.length === 0) return <p className="text-sm text-zinc-500">No options.</p>;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {options.map((option) => {
        const id = `${baseId}-${option.id}`;
        const hintId = `${id}-hint`;
        const error = errors[option.id];
        const label = (
          <>
            {labelPrefix && <span className="sr-only">{labelPrefix}</span>}
            {humanize(option.id)}
          </>
        );
        const value = values[option.id];
        if (option.type === "boolean") {
          return (
            <div key={option.id} className="flex items-start gap-2 sm:col-span-2">
              <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(option.id, e.target.checked)} aria-describedby={hintId} className="mt-0.5 size-4 accent-accent-600" />
              <div>
                <Label htmlFor={id}>{label}</Label>
                <p id={hintId} className="text-xs text-zinc-500">{option.description}</p>
              </div>
            </div>
          );
        }
        const describedBy = error ? `${hintId} ${id}-error` : hintId;
        const text = typeof value === "string" ? value : "";
        return (
          <div key={option.id}>
            <Label htmlFor={id}>
              {label}
              {option.required && (
                <span aria-hidden className="text-red-600">
                  {" "}
                  *
                </span>
              )}
            </Label>
            {isFraction(option) ? (
              <div className="mt-1 flex h-10 items-center gap-3">
                <input
                  id={id}
                  type="range"
                  min={option.minimum}
                  max={option.maximum}
                  step={0.05}
                  value={text === "" ? String(option.default ?? option.minimum) : text}
                  onChange={(e) => onChange(option.id, e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(error) || undefined}
                  className="min-w-0 flex-1 accent-accent-600"
                />
                <output htmlFor={id} className="w-10 text-right text-sm text-zinc-700 tabular-nums">
                  {text === "" ? String(option.default ?? option.minimum) : text}
                </output>
              </div>
            ) : isColour(option) ? (
              <div className="mt-1 flex gap-2">
                <input
                  type="color"
                  value={pickerValue(text, option.default)}
                  onChange={(e) => onChange(option.id, e.target.value)}
                  aria-label={`Colour picker for ${labelPrefix}${humanize(option.id)}`}
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-zinc-300 bg-white p-1"
                />
                <Input
                  id={id}
                  value={text}
                  placeholder={option.default === undefined ? "none" : String(option.default)}
                  onChange={(e) => onChange(option.id, e.target.value)}
                  aria-describedby={describedBy}
                  invalid={Boolean(error)}
                />
              </div>
            ) : option.allowed_values ? (
              <select id={id} value={text} onChange={(e) => onChange(option.id, e.target.value)} aria-describedby={describedBy} aria-invalid={Boolean(error) || undefined} className={`mt-1 ${SELECT_CLASS} ${error ? "border-red-500" : "border-zinc-300"}`}>
                {!option.required && option.default === undefined && <option value="">—</option>}
                {option.allowed_values.map((allowed) => (
                  <option key={String(allowed)} value={String(allowed)}>
                    {String(allowed)}
                  </option>
                ))}
              </select>
            ) : (
              <Input
                id={id}
                className="mt-1"
                inputMode={option.type === "integer" ? "numeric" : option.type === "number" ? "decimal" : undefined}
                value={text}
                placeholder={option.default === undefined ? "" : String(option.default)}
                onChange={(e) => onChange(option.id, e.target.value)}
                aria-describedby={describedBy}
                aria-required={option.required || undefined}
                invalid={Boolean(error)}
              />
            )}
            <p id={hintId} className="mt-1 text-xs text-zinc-500">{option.description}</p>
            {error && (
              <p id={`${id}-error`} className="mt-0.5 text-xs font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
