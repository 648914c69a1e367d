import type { ComponentPropsWithRef, ReactNode } from "react";
import { cx } from "./cx";

type CardProps = ComponentPropsWithRef<"section">;

/** A bordered panel; pass aria-labelledby when it has a CardHeader title. */
export function Card({ className, ...rest }: CardProps) {
  return <section className={cx("rounded-xl border border-zinc-200 bg-white shadow-sm", className)} {...rest} />;
}

type CardHeaderProps = { title: ReactNode; titleId?: string; description?: ReactNode; actions?: ReactNode };

export function CardHeader({ title, titleId, description, actions }: CardHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 border-b border-zinc-200 px-5 py-4">
      <div className="min-w-0">
        <h2 id={titleId} className="text-base font-semibold text-zinc-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-zinc-600">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
