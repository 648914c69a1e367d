"use client";

import { useEffect } from "react";

/** Room kept between a focused element and a sticky panel's edge. */
const MARGIN_PX = 8;

/**
 * Keeps the focused element out from under the sticky panels (the header, the Workbench's Run card,
 * each marked `data-sticky="top"` or `"bottom"`): the browser scrolls a focused element into the
 * viewport, not out from under what sticks to it, so this scrolls on by the overlap.
 */
export function FocusClearance() {
  useEffect(() => {
    function clear(event: FocusEvent) {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const box = target.getBoundingClientRect();
      for (const panel of document.querySelectorAll<HTMLElement>("[data-sticky]")) {
        if (panel.contains(target) || getComputedStyle(panel).position !== "sticky") continue;
        const edge = panel.getBoundingClientRect();
        if (box.bottom <= edge.top || box.top >= edge.bottom) continue;
        const by = panel.dataset.sticky === "top" ? box.top - edge.bottom - MARGIN_PX : box.bottom - edge.top + MARGIN_PX;
        window.scrollBy({ top: by, behavior: "instant" });
        return;
      }
    }
    document.addEventListener("focusin", clear);
    return () => document.removeEventListener("focusin", clear);
  }, []);
  return null;
}
