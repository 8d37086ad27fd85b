import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

/**
 * A QR code drawn as SVG from the encoder's module matrix (no canvas, no injected markup). Error
 * correction M with the smallest version that fits the text.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(text)
    qr.make()
    const n = qr.getModuleCount()
    let d = ''
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`
    }
    return { size: n, path: d }
  }, [text])
  return (
    <svg
      className={className}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="share-qr"
      data-text={text}
    >
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      <path d={path} fill="#0b2545" />
    </svg>
  )
}
