"use client";

import { useEffect } from "react";

/** Room kept between a focused element and a sticky panel's edge. */
const MARGIN_PX = 8;

/**
 * Keeps the focused element out from under the sticky panels (the header, the Workbench's Run card,
 * each marked `data-sticky="top"` or `"bottom"`): the browser scrolls a focused element into the
 * viewport, not out from under what sticks to it, so this scrolls on by the overlap. Keyboard focus
 * only: a pointer is already on what it focuses.
 */
export function FocusClearance() {
  useEffect(() => {
    function clear(event: FocusEvent) {
      const target = event.target;
      // A click's focus lands between its press and release: scrolling then moves the page under the pointer and the click is lost.
      if (!(target instanceof HTMLElement) || !target.matches(":focus-visible")) return;
      const box = target.getBoundingClientRect();
      for (const panel of document.querySelectorAll<HTMLElement>("[data-sticky]")) {
        if (panel.contains(target) || getComputedStyle(panel).position !== "sticky") continue;
        const edge = panel.getBoundingClientRect();
        const covered = box.bottom > edge.top && box.top < edge.bottom && box.right > edge.left && box.left < edge.right;
        if (!covered) continue;
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
