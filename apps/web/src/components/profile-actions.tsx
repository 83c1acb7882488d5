import { Button } from './button.tsx';

type Props = { onEdit: () => void; onPhoto: () => void; onPassword: () => void };

/** The profile screen's actions (product §2): edit the data, the photo, the password. */
export function ProfileActions({ onEdit, onPhoto, onPassword }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Button onClick={onEdit}>Editar datos</Button>
      <Button variant="secondary" onClick={onPhoto}>
        Cambiar foto
      </Button>
      <Button variant="secondary" onClick={onPassword}>
        Cambiar contraseña
      </Button>
    </div>
  );
}
