import * as msg from '@servihogar/shared/messages';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';

type Props = { category: string | null; onClose: () => void };

/** Spec §2: anonymous visitors who pick a category are asked to sign up or log in. */
export function SignInPrompt({ category, onClose }: Props) {
  return (
    <Modal
      open={category !== null}
      onClose={onClose}
      title={category ? `${category}: necesitás una cuenta` : 'Necesitás una cuenta'}
      description={msg.category.signInPrompt}
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/signup" className={buttonClasses('primary', 'flex-1')}>
          {msg.pages.signUp}
        </Link>
        <Link to="/login" className={buttonClasses('secondary', 'flex-1')}>
          {msg.pages.signIn}
        </Link>
      </div>
    </Modal>
  );
}
