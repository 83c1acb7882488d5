import { msg } from '@servihogar/shared/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';

export type ProofForm = { proof: Buffer; fields: Record<string, string> };

export const PROOF_FIELD = 'paymentProof';

const proofMissing = () =>
  new AppError('VALIDATION', msg.subscription.proofRequired, {
    [PROOF_FIELD]: msg.subscription.proofRequired,
  });

/**
 * The multipart form of `POST /subscriptions`: the proof image (in memory, at most the multipart
 * limit) and the text fields, in whatever order the browser sent them.
 */
export async function readProofForm(request: FastifyRequest): Promise<ProofForm> {
  if (!request.isMultipart()) throw proofMissing();
  const fields: Record<string, string> = {};
  let proof: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === PROOF_FIELD && !proof) {
        proof = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('TOO_LARGE');
    // A malformed or truncated body: the client's fault, never a 500.
    throw new AppError('VALIDATION');
  }
  if (!proof || proof.length === 0) throw proofMissing();
  return { proof, fields };
}
