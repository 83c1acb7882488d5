import * as msg from '@servihogar/shared/messages';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/errors.ts';
import { readMultipartForm } from '../../plugins/multipart.ts';

export type ProofForm = { proof: Buffer; fields: Record<string, string> };

export const PROOF_FIELD = 'paymentProof';

const proofMissing = () => fieldError(PROOF_FIELD, msg.subscription.proofRequired);

/** The multipart form of `POST /subscriptions`: the proof image and the text fields. */
export async function readProofForm(request: FastifyRequest): Promise<ProofForm> {
  if (!request.isMultipart()) throw proofMissing();
  const { file, fields } = await readMultipartForm(request, PROOF_FIELD);
  if (!file) throw proofMissing();
  return { proof: file, fields };
}
