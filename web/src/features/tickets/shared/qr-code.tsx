import { useQuery } from "@tanstack/react-query";
import { qrMatrix } from "./qr-modules";

/**
 * A QR code in black on its own white square whatever the theme: a scanner needs dark modules on a
 * light quiet zone, so dark mode must not invert it.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const matrix = useQuery({
    queryKey: ["tickets", "qr", text],
    queryFn: () => qrMatrix(text),
    staleTime: Infinity,
  });
  if (!matrix.data) return <div className={`qr-code qr-placeholder ${className ?? ""}`} aria-busy="true" />;
  const { side, path } = matrix.data;
  return (
    <svg
      role="img"
      aria-label={label}
      className={`qr-code ${className ?? ""}`}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={side} height={side} fill="#fff" />
      <path stroke="#000" d={path} />
    </svg>
  );
}
