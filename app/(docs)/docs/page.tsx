import type { Metadata } from "next";
import { DocsPage } from "@/components/docs/docs-page";
import { requestBaseUrl } from "@/components/docs/request-base-url";

export const metadata: Metadata = { title: "API docs" };

export default async function Page() {
  return <DocsPage baseUrl={await requestBaseUrl()} />;
}
