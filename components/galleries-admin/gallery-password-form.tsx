"use client";

import { useId, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useUpdateGallery, type GalleryView } from "@/lib/client/hooks/use-galleries";
import { LIMITS } from "@/lib/platform/config/limits";

const GALLERY_PASSWORD_MIN = LIMITS.galleryPasswordMinChars.value;

/** Sets, replaces or removes the review password; the server keeps only its hash, so it is never shown. */
export function GalleryPasswordForm({ gallery }: { gallery: GalleryView }) {
  const update = useUpdateGallery(gallery.id);
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState("");
  const ids = { title: useId(), input: useId(), hint: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { password },
      {
        onSuccess: () => {
          setPassword("");
          setMessage("Password set. Reviewers must enter it to see the gallery.");
        },
      },
    );
  }

  return (
    <Card aria-labelledby={ids.title}>
      <CardHeader titleId={ids.title} title="Password" actions={<Badge tone={gallery.has_password ? "accent" : "neutral"}>{gallery.has_password ? "Set" : "None"}</Badge>} />
      <form onSubmit={submit} className="space-y-3 p-5">
        <div>
          <Label htmlFor={ids.input}>{gallery.has_password ? "New password" : "Password"}</Label>
          <Input
            id={ids.input}
            className="mt-1.5"
            type="password"
            autoComplete="new-password"
            minLength={GALLERY_PASSWORD_MIN}
            maxLength={200}
            value={password}
            aria-describedby={ids.hint}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={ids.hint} className="mt-1.5 text-sm text-zinc-600">
            At least {GALLERY_PASSWORD_MIN} characters. Share it with reviewers apart from the link.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={update.isPending && update.variables?.password !== null} disabled={password.length < GALLERY_PASSWORD_MIN}>
            {gallery.has_password ? "Change password" : "Set password"}
          </Button>
          {gallery.has_password && (
            <Button
              variant="secondary"
              pending={update.isPending && update.variables?.password === null}
              onClick={() => update.mutate({ password: null }, { onSuccess: () => setMessage("Password removed. Anyone with the link can review.") })}
            >
              Remove password
            </Button>
          )}
        </div>
        <p aria-live="polite" className="text-sm">
          {update.isError ? <span className="text-red-700">{update.error.message}</span> : <span className="text-emerald-700">{message}</span>}
        </p>
      </form>
    </Card>
  );
}
