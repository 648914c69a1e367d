import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { Workbench } from "@/components/workbench/workbench";

export const metadata = { title: "Workbench" };

// useSearchParams (for ?recipe=) needs a Suspense boundary to keep the page statically renderable.
export default function WorkbenchHomePage() {
  return (
    <Suspense fallback={<Spinner label="Loading the Workbench" />}>
      <Workbench />
    </Suspense>
  );
}
