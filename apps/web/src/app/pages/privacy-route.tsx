import { DataRightsRequestForm } from '@/features/data-rights/components/data-rights-request-form.tsx';
import { PrivacyPage } from '@/features/legal/pages/privacy-page.tsx';

/** /politicas with the form of a request about one's data (data-rights) inside the policy (legal). */
export function PrivacyRoute() {
  return <PrivacyPage requestForm={<DataRightsRequestForm channel="privacidad" />} />;
}
