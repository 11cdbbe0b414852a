import { cn } from '../../../lib/utils';

const LANES = [0, 1, 2, 3, 4] as const;
const LANE_HEIGHT = 52;
const POOL = { x: 44, y: 30, width: 330, height: LANE_HEIGHT * LANES.length };

/** A top view of a five-lane pool with drifting light on the water. Purely decorative. */
export function PoolIllustration({ className }: { className?: string }) {
  const ropes = LANES.slice(1).map((lane) => POOL.y + lane * LANE_HEIGHT);
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 400 320" className={cn('h-auto w-full', className)}>
      <defs>
        <linearGradient id="pool-water" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-lagoon-300)" />
          <stop offset="0.55" stopColor="var(--color-ocean-400)" />
          <stop offset="1" stopColor="var(--color-ocean-600)" />
        </linearGradient>
        <clipPath id="pool-clip">
          <rect x={POOL.x} y={POOL.y} width={POOL.width} height={POOL.height} rx="10" />
        </clipPath>
      </defs>
      <rect x="20" y="8" width="378" height="304" rx="26" fill="var(--color-sand-100)" />
      <rect x="20" y="8" width="378" height="304" rx="26" fill="none" stroke="var(--color-sand-300)" />
      <rect x={POOL.x} y={POOL.y} width={POOL.width} height={POOL.height} rx="10" fill="url(#pool-water)" />
      <g clipPath="url(#pool-clip)">
        {LANES.map((lane) => {
          const middle = POOL.y + lane * LANE_HEIGHT + LANE_HEIGHT / 2;
          return (
            <path
              key={lane}
              d={`M${POOL.x + 24} ${middle}H${POOL.x + POOL.width - 24}M${POOL.x + 24} ${middle - 9}v18M${POOL.x + POOL.width - 24} ${middle - 9}v18`}
              stroke="var(--color-ocean-900)"
              strokeOpacity="0.28"
              strokeWidth="5"
              fill="none"
            />
          );
        })}
        <g className="motion-safe:animate-wave" opacity="0.35">
          {[0, 1, 2, 3, 4, 5, 6].map((row) => (
            <path
              key={row}
              d={`M0 ${46 + row * 40}q20 -10 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0`}
              fill="none"
              stroke="white"
              strokeWidth="2"
            />
          ))}
        </g>
        {ropes.map((y) => (
          <g key={y}>
            <line
              x1={POOL.x}
              x2={POOL.x + POOL.width}
              y1={y}
              y2={y}
              stroke="white"
              strokeWidth="6"
              strokeDasharray="8 8"
            />
            <line
              x1={POOL.x + 8}
              x2={POOL.x + POOL.width}
              y1={y}
              y2={y}
              stroke="var(--color-ocean-700)"
              strokeWidth="6"
              strokeDasharray="8 8"
            />
          </g>
        ))}
        <circle cx="300" cy="88" r="5" fill="white" opacity="0.6" className="motion-safe:animate-float" />
        <circle cx="318" cy="74" r="3" fill="white" opacity="0.5" className="motion-safe:animate-float" />
        <circle cx="150" cy="210" r="4" fill="white" opacity="0.5" className="motion-safe:animate-float" />
      </g>
      {LANES.map((lane) => (
        <g key={lane}>
          <rect
            x="24"
            y={POOL.y + lane * LANE_HEIGHT + 12}
            width="16"
            height={LANE_HEIGHT - 24}
            rx="4"
            fill="var(--color-ocean-900)"
          />
          <text
            x="32"
            y={POOL.y + lane * LANE_HEIGHT + LANE_HEIGHT / 2 + 4}
            textAnchor="middle"
            fontSize="11"
            fontWeight="700"
            fill="white"
          >
            {lane + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}
