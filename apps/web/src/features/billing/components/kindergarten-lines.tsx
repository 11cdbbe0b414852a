import type { KindergartenBillLine } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Table, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui/table';
import { useLanguage } from '../../../hooks/use-language';

/** The bill's state on one line: a pill that wraps reads as two badges. */
function BillStatus({ line }: { line: KindergartenBillLine }) {
  const { t } = useTranslation();
  if (!line.billId || !line.status) {
    return (
      <Badge tone="ocean" className="whitespace-nowrap">
        {t('billing.kindergarten.notIssued')}
      </Badge>
    );
  }
  const tone = line.status === 'paid' ? 'success' : line.status === 'cancelled' ? 'neutral' : 'sand';
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {t(`billing.kindergarten.billStatus.${line.status}`)}
    </Badge>
  );
}

type LinesProps = { lines: KindergartenBillLine[]; caption: string };

/** Phones: one card per child; wider screens: the review table. */
export function KindergartenLines({ lines, caption }: LinesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (line: KindergartenBillLine, minor: number) => formatMoney(minor, line.currency, language);
  const key = (line: KindergartenBillLine) => `${line.enrollmentId}-${line.childId}`;
  return (
    <>
      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {lines.map((line) => (
          <li key={key(line)} className="flex flex-col gap-2 rounded-2xl border border-sand-200 bg-white p-4">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{line.childName}</p>
              <p className="text-sm text-ink-muted">{pickText(line.classTitle, language)}</p>
              <p className="text-sm text-ink-muted">{t('billing.pending.parent', { name: line.parentName })}</p>
            </div>
            <div>
              <BillStatus line={line} />
            </div>
            <p className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-ink-muted">
                {t('billing.kindergarten.attendedTimesPrice', {
                  count: line.classesAttended,
                  price: money(line, line.pricePerClass),
                })}
              </span>
              <span className="text-base font-bold tabular-nums">{money(line, line.amount)}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table>
          <caption className="sr-only">{caption}</caption>
          <TableHead>
            <tr>
              <TableHeaderCell scope="col">{t('billing.details.child')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('billing.details.parent')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('billing.details.class')}</TableHeaderCell>
              <TableHeaderCell scope="col" className="text-right">
                {t('billing.kindergarten.attended')}
              </TableHeaderCell>
              <TableHeaderCell scope="col" className="text-right">
                {t('billing.kindergarten.pricePerClass')}
              </TableHeaderCell>
              <TableHeaderCell scope="col" className="text-right">
                {t('billing.details.amount')}
              </TableHeaderCell>
              <TableHeaderCell scope="col">{t('billing.kindergarten.status')}</TableHeaderCell>
            </tr>
          </TableHead>
          <tbody>
            {lines.map((line) => (
              <TableRow key={key(line)}>
                <TableCell className="font-semibold">{line.childName}</TableCell>
                <TableCell>{line.parentName}</TableCell>
                <TableCell>{pickText(line.classTitle, language)}</TableCell>
                <TableCell className="text-right tabular-nums">{line.classesAttended}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {money(line, line.pricePerClass)}
                </TableCell>
                <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
                  {money(line, line.amount)}
                </TableCell>
                <TableCell>
                  <BillStatus line={line} />
                </TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
