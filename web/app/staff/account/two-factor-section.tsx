import type { TwoFactorEnrolment, TwoFactorStatus } from "@helixmap/common/account-api";
import { AUTH_MESSAGES } from "@helixmap/common/errors";
import { useId, useState } from "react";
import { errorMessage, isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { PasswordInput } from "../auth/password-field";
import { FormField, inputClass } from "../ui/form-field";
import { Message } from "../ui/message";
import { useConfirmEnrolment } from "./confirm-enrolment";
import { useDisableTwoFactor } from "./disable-two-factor";
import { QrCode } from "./qr-code";
import { useStartEnrolment } from "./start-enrolment";

function problem(error: unknown, field: string): string | undefined {
  if (!error) return undefined;
  if (isApiError(error) && error.fields[field]) return error.fields[field];
  return errorMessage(error);
}

/** Turning two-factor sign-in on (app + backup codes) and off (with the password). */
export function TwoFactorSection({ status }: { status: TwoFactorStatus }) {
  // Held here, not in Enrol: confirming refreshes the status, which swaps Enrol for Disable, and the
  // backup codes must stay on screen until the person has copied them.
  const [backupCodes, setBackupCodes] = useState<readonly string[] | null>(null);
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">Two-factor sign-in</h2>
      {status.required && !status.enabled && (
        <div className="mt-3">
          <Message kind="info">{AUTH_MESSAGES.MFA_ENROLMENT_REQUIRED}</Message>
        </div>
      )}
      {backupCodes ? (
        <div className="mt-4 space-y-3">
          <Message kind="success">Two-factor sign-in is on. From now on, signing in asks for a code.</Message>
          <BackupCodes codes={backupCodes} />
        </div>
      ) : status.enabled ? (
        <Disable />
      ) : (
        <Enrol onEnabled={setBackupCodes} />
      )}
    </Card>
  );
}

function Enrol({ onEnabled }: { onEnabled: (backupCodes: readonly string[]) => void }) {
  const id = useId();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);

  if (!enrolment) {
    return (
      <form
        className="mt-4 space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          await start.mutateAsync(password).then(setEnrolment, () => {});
        }}
      >
        <p className="text-sm text-slate-700">
          Off. With an authenticator app (such as Google Authenticator, 1Password or Aegis), signing in also asks for a
          6-digit code from your phone.
        </p>
        <FormField id={`${id}-password`} label="Your password" error={problem(start.error, "password")}>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={start.isPending}>
          Set up two-factor sign-in
        </Button>
      </form>
    );
  }

  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        await confirm.mutateAsync(code.trim()).then(
          () => onEnabled(enrolment.backupCodes),
          () => {},
        );
      }}
    >
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>Scan this QR code with your authenticator app, or type the key below into it.</li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <QrCode text={enrolment.totpUri} label="QR code for your authenticator app" />
      <p className="text-sm text-slate-700">
        Key:{" "}
        <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono" data-testid="totp-secret">
          {enrolment.secret}
        </code>
      </p>
      <FormField id={`${id}-code`} label="Code from the app" error={problem(confirm.error, "code")}>
        <input
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          className={`${inputClass} font-mono tracking-widest`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={confirm.isPending}>
        Turn on two-factor sign-in
      </Button>
    </form>
  );
}

function BackupCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-4">
      <h3 className="font-semibold text-amber-950">Backup codes</h3>
      <p className="mt-1 text-sm text-amber-950">
        Keep these somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Backup codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

function Disable() {
  const id = useId();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState("");
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        await disable.mutateAsync(password).catch(() => {});
      }}
    >
      <p className="text-sm text-slate-700">On. Signing in asks for a code from your authenticator app.</p>
      <FormField id={`${id}-password`} label="Your password" error={problem(disable.error, "password")}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <Button type="submit" variant="danger" disabled={disable.isPending}>
        Remove two-factor sign-in
      </Button>
    </form>
  );
}
