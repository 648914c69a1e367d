import type { ComponentPropsWithRef } from "react";
import { cx } from "./cx";

type LabelProps = ComponentPropsWithRef<"label">;

export function Label({ className, ...rest }: LabelProps) {
  return <label className={cx("block text-sm font-medium text-zinc-800", className)} {...rest} />;
}
