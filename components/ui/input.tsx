import type { ComponentPropsWithRef } from "react";
import { cx } from "./cx";

type InputProps = ComponentPropsWithRef<"input"> & { invalid?: boolean };

/** A text input; `invalid` sets aria-invalid and the error border. */
export function Input({ invalid = false, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cx(
        "block h-10 w-full rounded-md border bg-white px-3 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400",
        "focus:outline-2 focus:-outline-offset-1 focus:outline-accent-600 disabled:bg-zinc-50 disabled:text-zinc-500",
        invalid ? "border-red-500" : "border-zinc-300",
        className,
      )}
      {...rest}
    />
  );
}
