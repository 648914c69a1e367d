import type { Metadata } from "next";
import { GalleryEditor } from "@/components/galleries-admin/gallery-editor";

export const metadata: Metadata = { title: "Gallery" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <GalleryEditor galleryId={id} />;
}
