import { GEAR_DICE, GEAR_NAMES } from '../../rules/start-frei';

const GEAR_FILL = ['#c9ced3', '#f2cf1d', '#f08a24', '#d33a2c'];

/**
 * The steering wheel: the gear lever on the left (red at the top, neutral at
 * the bottom, as on the printed wheel) with each gear's die faces, and the two
 * DRS slots on the right.
 */
export function SteeringWheel({ gear, drs }: { gear: number; drs: number }) {
  const gears = [3, 2, 1, 0];
  return (
    <svg className="wheel" viewBox="0 0 120 80" role="img" aria-label={`Gear ${GEAR_NAMES[gear]}, ${drs} DRS marker${drs === 1 ? '' : 's'}`}>
      <rect x="2" y="2" width="116" height="76" rx="22" fill="#1d2328" stroke="#56626c" strokeWidth="3" />
      {gears.map((g, row) => (
        <g key={g}>
          <rect x="10" y={10 + row * 15} width="12" height="12" rx="3" fill={GEAR_FILL[g]} stroke={g === gear ? '#fff' : 'none'} strokeWidth="2" />
          <text x="26" y={20 + row * 15} fontSize="8" fill="#c8d2da">
            {GEAR_DICE[g]!.join(' ')}
          </text>
          {g === gear && <circle cx="16" cy={16 + row * 15} r="3.2" fill="#111" />}
        </g>
      ))}
      {[0, 1].map((slot) => (
        // Keyed by the count: a marker arriving or leaving re-mounts the slot and it flashes (CSS).
        <rect key={`${slot}-${drs}`} className="drs-slot" x="90" y={16 + slot * 26} width="20" height="20" rx="4" fill={slot < drs ? '#2bd6a0' : 'none'} stroke="#2bd6a0" strokeDasharray={slot < drs ? undefined : '3 2'} />
      ))}
    </svg>
  );
}
