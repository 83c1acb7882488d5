import type { ComplaintFormInput } from '@servihogar/shared/complaints';
import * as msg from '@servihogar/shared/messages';
import { useCallback, useRef, useState } from 'react';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Modal } from '@/components/modal.tsx';
import { notify } from '@/lib/notify.ts';
import { isSignedIn, useSessionUser } from '@/lib/session.tsx';
import { getComplaintTermsAccepted, setComplaintTermsAccepted } from '@/lib/storage.ts';
import { useCreateComplaint } from '../api/manage-complaints.ts';
import { ComplaintForm, EMPTY_COMPLAINT } from './complaint-form.tsx';
import { ComplaintTermsDialog } from './complaint-terms-dialog.tsx';

type Step = 'closed' | 'login' | 'terms' | 'form';

/**
 * The '+': the terms first (once per browser, §3), then 'Nueva Denuncia'. It sits by the page's
 * title: fixed over the feed it covered complaints' text at 375 and 1280 px (issue 48).
 */
export function NewComplaint() {
  const user = useSessionUser();
  const create = useCreateComplaint();
  const [step, setStep] = useState<Step>('closed');
  // What was typed survives closing the form and a failed submit.
  const draft = useRef<ComplaintFormInput>(EMPTY_COMPLAINT);
  const keepDraft = useCallback((values: ComplaintFormInput) => {
    draft.current = values;
  }, []);

  const open = () => {
    if (!isSignedIn(user)) setStep('login');
    else setStep(getComplaintTermsAccepted() ? 'form' : 'terms');
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-label={msg.pages.newComplaint}
        title={msg.pages.newComplaint}
        className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-4xl leading-none text-white shadow-lg hover:bg-brand-800"
      >
        <span aria-hidden="true">+</span>
      </button>
      {step === 'login' && (
        <Modal onClose={() => setStep('closed')} title={msg.pages.newComplaint}>
          <div className="mt-4">
            <LoginPrompt message={msg.pages.complaintsLoginRequired} />
          </div>
        </Modal>
      )}
      {step === 'terms' && (
        <ComplaintTermsDialog
          onClose={() => setStep('closed')}
          onAccept={() => {
            setComplaintTermsAccepted(true);
            setStep('form');
          }}
        />
      )}
      {step === 'form' && (
        <Modal
          onClose={() => setStep('closed')}
          title={msg.pages.newComplaint}
          description="Todos los campos son obligatorios, salvo el contacto."
        >
          <ComplaintForm
            initial={draft.current}
            userName={`${user.nombre} ${user.apellido}`.trim()}
            onDraft={keepDraft}
            onCancel={() => setStep('closed')}
            onSubmit={async (values) => {
              const res = await create.mutateAsync(values);
              notify.success(res.message);
              draft.current = EMPTY_COMPLAINT;
              setStep('closed');
            }}
          />
        </Modal>
      )}
    </>
  );
}
