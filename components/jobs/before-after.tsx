"use client";

import { useId, useState } from "react";

/** The result over the original, split where the slider says; the range input is the control. */
export function BeforeAfter({ before, after, alt }: { before: string; after: string; alt: string }) {
  const [split, setSplit] = useState(50);
  const sliderId = useId();
  return (
    <figure className="space-y-2">
      <div className="checkerboard relative overflow-hidden rounded-lg">
        {/* eslint-disable-next-line @next/next/no-img-element -- blob: previews and signed, expiring URLs: the image optimizer cannot serve them. */}
        <img src={before} alt={`${alt}, before`} className="block w-full object-contain" />
        {/* eslint-disable-next-line @next/next/no-img-element -- blob: previews and signed, expiring URLs: the image optimizer cannot serve them. */}
        <img src={after} alt={`${alt}, after`} className="checkerboard absolute inset-0 block size-full object-contain" style={{ clipPath: `inset(0 0 0 ${split}%)` }} />
        <span aria-hidden className="absolute inset-y-0 w-0.5 bg-white shadow" style={{ left: `${split}%` }} />
      </div>
      <div className="flex items-center gap-3 text-xs text-zinc-600">
        <span>Before</span>
        <label htmlFor={sliderId} className="sr-only">
          Before and after split
        </label>
        <input id={sliderId} type="range" min={0} max={100} value={split} onChange={(e) => setSplit(Number(e.target.value))} className="flex-1 accent-accent-600" />
        <span>After</span>
      </div>
    </figure>
  );
}
