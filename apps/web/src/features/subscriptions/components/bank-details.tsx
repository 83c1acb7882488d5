import { DetailsList } from '@/components/details-list.tsx';
import { getAppConfig } from '@/lib/app-config.ts';

/** Spec §2: where to transfer (type CC, alias, number), from the server's runtime config. */
export function BankDetails() {
  const { bank } = getAppConfig();
  return (
    <DetailsList
      items={[
        { label: 'Tipo de cuenta', value: bank.accountType },
        { label: 'Alias', value: <span className="font-mono">{bank.alias}</span> },
        {
          label: 'Número de cuenta',
          value: <span className="font-mono break-all">{bank.accountNumber}</span>,
        },
      ]}
    />
  );
}
