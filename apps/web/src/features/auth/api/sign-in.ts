import type { LoginInput, LoginResponse } from '@servihogar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** The sign-in doors of product §7: clients and admins at /auth, professionals at /auth/loginProfessional. */
export type SignInDoor = 'client' | 'professional';

const DOOR_PATHS: Record<SignInDoor, string> = {
  client: '/auth',
  professional: '/auth/loginProfessional',
};

export function signIn(door: SignInDoor, input: LoginInput): Promise<LoginResponse> {
  return apiFetch<LoginResponse>(DOOR_PATHS[door], { method: 'POST', body: input, refreshOn403: false });
}

export function useSignIn(door: SignInDoor) {
  return useMutation({ mutationFn: (input: LoginInput) => signIn(door, input) });
}
