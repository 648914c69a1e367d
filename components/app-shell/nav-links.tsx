"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useState } from "react";
import { cx } from "@/components/ui/cx";

const LINKS = [
  { href: "/", label: "Workbench" },
  { href: "/recipes", label: "Recipes" },
  { href: "/vault", label: "Vault" },
  { href: "/galleries", label: "Galleries" },
  { href: "/usage", label: "Usage" },
  { href: "/keys", label: "Keys" },
  { href: "/webhooks", label: "Webhooks" },
  { href: "/account", label: "Account" },
  { href: "/docs", label: "Docs" },
] as const;

function isActive(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The Workbench sections, in a row from md up and folded behind a Menu button below; the current one carries aria-current="page". */
export function NavLinks() {
  const pathname = usePathname();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label="Main">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 md:hidden"
      >
        Menu
      </button>
      <ul
        id={listId}
        className={cx(
          open ? "grid" : "hidden",
          "absolute inset-x-0 top-full grid-cols-2 gap-1 border-b border-zinc-200 bg-white px-4 py-2 shadow-md",
          "md:static md:flex md:min-w-max md:items-center md:gap-1 md:border-0 md:bg-transparent md:px-1 md:py-1 md:shadow-none",
        )}
      >
        {LINKS.map(({ href, label }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={cx(
                  "block rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
                  active ? "bg-accent-50 text-accent-700" : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
