"use client";

import { useId } from "react";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import type { SessionView } from "@/lib/domain/auth/schema";
import { formatDateTime, formatRelativeTime } from "@/lib/client/format";
import { useEndSession, useSessions } from "./use-sessions";

/** Where the account is signed in; any session can be ended, this one too (which signs out). */
export function SessionsCard() {
  const titleId = useId();
  const sessions = useSessions();

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title="Signed-in sessions"
        description="A session ends after 7 days without use, and 30 days after signing in at the latest."
      />
      {sessions.isPending ? (
        <p className="flex items-center gap-2 px-5 py-8 text-sm text-zinc-600">
          <Spinner /> Loading sessions…
        </p>
      ) : sessions.isError ? (
        <div className="p-5">
          <Notice tone="danger" title="Could not load your sessions">
            {sessions.error.message}
          </Notice>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-200">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SessionRow({ session }: { session: SessionView }) {
  const router = useRouter();
  const endSession = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-medium text-zinc-900">
          {session.device}
          {session.current && <Badge tone="accent">This browser</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-zinc-600">
          {session.address || "Unknown address"} · last seen{" "}
          <time dateTime={session.last_seen_at} title={formatDateTime(session.last_seen_at)}>
            {formatRelativeTime({ iso: session.last_seen_at })}
          </time>{" "}
          · signed in {formatDateTime(session.created_at)}
        </p>
        {endSession.isError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {endSession.error.message}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        pending={endSession.isPending}
        aria-label={`${session.current ? "Sign out here" : "End session"}: ${session.device}, ${session.address}`}
        onClick={() =>
          endSession.mutate(
            { id: session.id },
            {
              onSuccess: () => {
                if (!session.current) return;
                router.replace("/signin");
                router.refresh();
              },
            },
          )
        }
      >
        {session.current ? "Sign out here" : "End session"}
      </Button>
    </li>
  );
}
