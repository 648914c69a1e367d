"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
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

/** The Workbench sections; the current one carries aria-current="page". */
export function NavLinks() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max items-center gap-1 px-1 py-1">
        {LINKS.map(({ href, label }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
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
