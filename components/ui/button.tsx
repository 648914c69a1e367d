import type { ComponentPropsWithRef } from "react";
import { cx } from "./cx";
import { Spinner } from "./spinner";

type Variant = "primary" | "secondary" | "ghost" | "danger";
type Size = "sm" | "md";

type ButtonProps = ComponentPropsWithRef<"button"> & { variant?: Variant; size?: Size; pending?: boolean };

const VARIANTS: Record<Variant, string> = {
  primary: "bg-accent-600 text-white shadow-sm hover:bg-accent-700 disabled:bg-accent-600/60",
  secondary: "border border-zinc-300 bg-white text-zinc-900 shadow-sm hover:bg-zinc-50 disabled:text-zinc-400",
  ghost: "text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 disabled:text-zinc-400",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-600/60",
};

const SIZES: Record<Size, string> = {
  sm: "h-8 gap-1.5 px-3 text-sm",
  md: "h-10 gap-2 px-4 text-sm",
};

/**
 * The one button: variants, sizes and a pending state that shows a spinner and takes no click. A
 * pending button stays focusable (aria-disabled, not disabled): a focused button that turns disabled
 * drops the focus to the page's body, and a keyboard user would start over from the top.
 */
export function Button({ variant = "primary", size = "md", pending = false, disabled, className, children, type = "button", onClick, ...rest }: ButtonProps) {
  const waiting = pending && !disabled;
  return (
    <button
      type={waiting ? "button" : type}
      disabled={disabled}
      aria-disabled={waiting || undefined}
      aria-busy={pending || undefined}
      onClick={waiting ? (event) => event.preventDefault() : onClick}
      className={cx(
        "inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed aria-disabled:cursor-wait aria-disabled:opacity-70",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...rest}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
