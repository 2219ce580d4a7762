import qrcode from "qrcode-generator";
import { useMemo } from "react";

/**
 * A QR code drawn here as SVG squares: the secret never leaves the page for
 * a QR service, and the strict CSP needs no exception.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, cells } = useMemo(() => {
    const qr = qrcode(0, "M");
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    const dark: string[] = [];
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (qr.isDark(row, col)) dark.push(`M${col + 4},${row + 4}h1v1h-1z`);
    }
    return { size: count + 8, cells: dark.join("") };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded-md border border-slate-200 bg-white"
      shapeRendering="crispEdges"
      data-testid="totp-qr-code"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={cells} fill="#000" />
    </svg>
  );
}
