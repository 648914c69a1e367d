import Link from "next/link";

/** "Parent / here" above a page title: one link back up, then where this page sits. */
export function Breadcrumb({ href, parent, here }: { href: string; parent: string; here: string }) {
  return (
    <p className="text-sm text-zinc-600">
      <Link href={href} className="text-accent-700 hover:underline">
        {parent}
      </Link>{" "}
      / {here}
    </p>
  );
}
