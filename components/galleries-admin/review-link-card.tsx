"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { useRotateLink, type GalleryView } from "@/lib/client/hooks/use-galleries";

/** The public review link, to copy, and to replace when it went to the wrong people. */
export function ReviewLinkCard({ gallery }: { gallery: GalleryView }) {
  const rotate = useRotateLink(gallery.id);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState("");
  const titleId = useId();

  function close() {
    rotate.reset();
    setConfirming(false);
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title="Review link" description="Anyone with this link can review the gallery (after the password, if set)." />
      <div className="space-y-2 p-5">
        <CopyField label="Review link" value={gallery.review_url} />
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          New link…
        </Button>
        <p aria-live="polite" className="text-sm text-emerald-700">
          {message}
        </p>
      </div>
      <Dialog
        open={confirming}
        onClose={close}
        title="Replace the review link?"
        description="The current link stops working at once; anyone who has it will see “not found”. Feedback already given stays."
        footer={
          <>
            <Button variant="secondary" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button
              variant="danger"
              pending={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () => {
                    close();
                    setMessage("New link issued. The old one no longer works.");
                  },
                })
              }
            >
              Replace link
            </Button>
          </>
        }
      >
        {rotate.isError && (
          <p role="alert" className="text-sm text-red-700">
            {rotate.error.message}
          </p>
        )}
      </Dialog>
    </Card>
  );
}
