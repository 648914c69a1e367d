import type { Metadata } from "next";
import { GalleriesPage } from "@/components/galleries-admin/galleries-page";

export const metadata: Metadata = { title: "Galleries" };

export default function Page() {
  return <GalleriesPage />;
}
