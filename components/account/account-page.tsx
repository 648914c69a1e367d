import { ChangePasswordCard } from "./change-password-card";
import { SessionsCard } from "./sessions-card";

/** The /account page: where you are signed in, and your password. */
export function AccountPage({ email }: { email: string }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Account</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600">Signed in as {email}. End a session you do not recognise, then change your password.</p>
      </div>
      <SessionsCard />
      <ChangePasswordCard />
    </div>
  );
}
