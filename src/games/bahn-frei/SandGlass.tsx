/** The hourglass as a drawing: sand in the top bulb for the time left, falling into the bottom one, and the seconds in figures. */
export function SandGlass({ remainingMs, totalMs, paused }: { readonly remainingMs: number; readonly totalMs: number; readonly paused: boolean }) {
  const f = totalMs > 0 ? Math.max(0, Math.min(1, remainingMs / totalMs)) : 0;
  const seconds = Math.ceil(remainingMs / 1000);
  // Top bulb: sand level falls from y 8 to y 46; bottom bulb: a heap grows from y 88 up to y 54.
  const top = 8 + (1 - f) * 38;
  const heap = 88 - (1 - f) * 34;
  return (
    <svg viewBox="0 0 60 96" width="36" height="58" aria-hidden="true" className="sand-glass">
      <defs>
        <clipPath id="bf-glass">
          <path d="M8 4 H52 C52 30 34 40 32 48 C34 56 52 66 52 92 H8 C8 66 26 56 28 48 C26 40 8 30 8 4 Z" />
        </clipPath>
      </defs>
      <g clipPath="url(#bf-glass)">
        <rect x="0" y={top} width="60" height={48 - top} fill="#e0b450" />
        <polygon points={`6,92 54,92 ${30 + (92 - heap) * 0.6},${heap} ${30 - (92 - heap) * 0.6},${heap}`} fill="#e0b450" />
        {f > 0 && f < 1 && !paused && <rect x="29" y="46" width="2" height={heap - 46} fill="#e0b450" />}
      </g>
      <path d="M8 4 H52 C52 30 34 40 32 48 C34 56 52 66 52 92 H8 C8 66 26 56 28 48 C26 40 8 30 8 4 Z" fill="none" stroke="#c9d6df" strokeWidth="3" />
      <rect x="4" y="1" width="52" height="5" rx="2" fill="#8a5a2b" />
      <rect x="4" y="90" width="52" height="5" rx="2" fill="#8a5a2b" />
      <title>{`${seconds} seconds left`}</title>
    </svg>
  );
}
