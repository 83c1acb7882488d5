import * as msg from '@servihogar/shared/messages';
import { HeadedSection } from '@/components/headed-section.tsx';
import { getAppConfig } from '@/lib/app-config.ts';
import { PushOptIn } from './push-opt-in.tsx';
import { WhatsAppOptIn } from './whatsapp-opt-in.tsx';

/**
 * "Avisos en tu teléfono" on both profile pages, beside the notification preferences: this
 * device's notifications (Web Push) and, when the server has it, WhatsApp.
 */
export function PhoneChannelsSection() {
  return (
    <HeadedSection
      id="avisos-telefono"
      title={msg.push.sectionTitle}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      titleClassName="text-xl font-bold"
    >
      <PushOptIn />
      {getAppConfig().whatsApp && (
        <div className="border-t border-stone-200 pt-4">
          <WhatsAppOptIn />
        </div>
      )}
    </HeadedSection>
  );
}
