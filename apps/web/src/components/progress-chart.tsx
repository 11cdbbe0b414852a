import type { Progress } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLanguage } from '../hooks/use-language';
import { formatDate } from '../lib/format-date';

// Distinct, colour-blind-friendly hues that read on white (Okabe–Ito, darkened where needed).
const COLORS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#8a6d00', '#56b4e9', '#4b5a6b'];

/** A child's assessments as the parent's progress tab and the coach's assess page both show them. */
type ProgressChartProps = { progress: Pick<Progress, 'metrics' | 'assessments'>; label: string };

/** Each metric's score (1–10) over the assessments, oldest to newest. */
export function ProgressChart({ progress, label }: ProgressChartProps) {
  const language = useLanguage();
  const assessments = [...progress.assessments].sort((a, b) => a.date.localeCompare(b.date));
  const used = progress.metrics.filter((metric) => assessments.some((a) => a.scores[metric.key] !== undefined));
  const data = assessments.map((assessment) => ({
    date: formatDate(assessment.date, language, 'd MMM yy'),
    ...assessment.scores,
  }));
  return (
    <figure aria-label={label} className="rounded-2xl border border-sand-200 bg-white p-3 sm:p-5">
      <div className="h-72 w-full sm:h-80">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -20 }}>
            <CartesianGrid stroke="#ece1cf" strokeDasharray="4 4" />
            <XAxis dataKey="date" tick={{ fontSize: 12, fill: '#4b5a6b' }} tickMargin={8} />
            <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={{ fontSize: 12, fill: '#4b5a6b' }} />
            <Tooltip contentStyle={{ borderRadius: 12, borderColor: '#ddcaab' }} />
            <Legend itemSorter={null} wrapperStyle={{ fontSize: 13, paddingTop: 8 }} />
            {used.map((metric, index) => (
              <Line
                key={metric.key}
                type="monotone"
                dataKey={metric.key}
                name={pickText(metric.label, language)}
                stroke={COLORS[index % COLORS.length]}
                strokeWidth={2.5}
                dot={{ r: 3 }}
                activeDot={{ r: 5 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
