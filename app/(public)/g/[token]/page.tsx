import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PasswordGate } from "@/components/galleries/password-gate";
import { ReviewFrame } from "@/components/galleries/review-frame";
import { ReviewGallery } from "@/components/galleries/review-gallery";
import { loadReviewPage } from "@darkroom/lib/domain/galleries/review-page";
import { REVIEWER_COOKIE } from "@darkroom/lib/domain/galleries/reviewer";
import { ACCESS_COOKIE } from "@darkroom/lib/domain/galleries/unlock";

type Props = { params: Promise<{ token: string }> };

// Metadata and the page read the same gallery once per request.
const loadForRequest = cache(async (token: string) => {
  const jar = await cookies();
  return loadReviewPage({ token, accessCookie: jar.get(ACCESS_COOKIE)?.value, reviewerCookie: jar.get(REVIEWER_COOKIE)?.value });
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadForRequest((await params).token);
  return {
    title: page.state === "open" ? page.name : "Gallery",
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/** The public review page of a gallery: no login, the link is the key. */
export default async function ReviewPage({ params }: Props) {
  const { token } = await params;
  const page = await loadForRequest(token);
  if (page.state === "missing") notFound();
  if (page.state === "expired") {
    return <ReviewFrame title="This gallery has expired">It is no longer available. Ask the person who shared it for a new link.</ReviewFrame>;
  }
  if (page.state === "locked") return <PasswordGate token={token} />;
  return <ReviewGallery token={token} name={page.name} allowDownload={page.allowDownload} reviewerName={page.reviewerName} items={page.items} brand={page.brand} />;
}
