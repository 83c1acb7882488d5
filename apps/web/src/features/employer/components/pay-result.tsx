import { payInputSchema } from '@servihogar/shared/employer';
import {
  aguinaldo,
  formatCents,
  monthlyPay,
  monthText,
  type PayInput,
} from '@servihogar/shared/employer-pay';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { PayScale } from '@servihogar/shared/pay-scales';
import type { FieldValues } from 'react-hook-form';

type Props = { rows: readonly PayScale[]; values: FieldValues };

const BOX = 'rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200';

/** The month's minimum as the fields say it, line by line, with the table's date and the rule. */
export function MonthResult({ rows, values }: Props) {
  const input = payInputSchema.safeParse(values);
  if (!input.success) return <p className="text-muted">Completá los datos para ver el cálculo.</p>;
  const pay = monthlyPay(rows, input.data as PayInput);
  if (!pay) return <p className={BOX}>{msg.employer.noScale}</p>;
  return (
    <div className={BOX}>
      <p className="font-semibold text-ink">
        {fillMessage(msg.employer.minimumOfMonth, { mes: monthText(pay.month) })}:{' '}
        <span className="text-2xl font-bold" data-testid="month-total">
          {formatCents(pay.totalCents)}
        </span>
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-800">
        {pay.lines.map((line) => (
          <div key={line.concept} className="contents">
            <dt>{line.concept}</dt>
            <dd className="text-right tabular-nums">{formatCents(line.cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-muted">{pay.rule}</p>
    </div>
  );
}

/** The aguinaldo of the chosen month's semester: half the best month, times the months worked. */
export function AguinaldoResult({ rows, values }: Props) {
  const input = payInputSchema.safeParse(values);
  if (!input.success) return null;
  const sac = aguinaldo(rows, input.data as PayInput, input.data.monthsWorked);
  if (!sac) return null;
  return (
    <div className={BOX}>
      <p className="font-semibold text-ink">
        {fillMessage(msg.employer.aguinaldoOf, {
          semestre: sac.semester === 1 ? 'primer' : 'segundo',
          anio: sac.year,
        })}
        :{' '}
        <span className="text-2xl font-bold" data-testid="aguinaldo-total">
          {formatCents(sac.cents)}
        </span>
      </p>
      <p className="mt-1 text-sm text-muted">
        Mejor mes: {monthText(sac.bestMonth)}, {formatCents(sac.bestMonthCents)} ÷ 2 × {sac.monthsWorked} de 6
        meses.{' '}
        {fillMessage(msg.employer.aguinaldoDue, { fecha: formatLongDate(`${sac.dueDay}T12:00:00-03:00`) })}
      </p>
    </div>
  );
}
