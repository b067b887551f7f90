/**
 * Signing a return, its 1040-X or its California return (issue 24): the signature is built by the
 * shared rules (signature.ts), stored with the figures as reviewed, and pinned to the return's
 * version and documents as they are, so any later change leaves it stale.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SIGN_MSG, type SignatureInput } from '@taxprep/contracts';
import { form1040s, preparerProfiles } from '../../db/schema';
import type { SessionUser } from '../sessions';
import { audit, type LoadedReturn } from './access';
import type { ItemRow } from './engine-input';
import type { ReturnData } from './sections';
import { buildSignature, isJoint, itemsDigest, signatureView, type SignatureSection } from './signature';
import { sealReturnData } from './secrets';

/** Where each signature keeps the figures the filer reviewed when signing. */
const SNAPSHOT: Record<SignatureSection, 'review_snapshot' | 'amendment_snapshot' | 'ca_review_snapshot'> = {
  signature: 'review_snapshot',
  amendment_signature: 'amendment_snapshot',
  ca_signature: 'ca_review_snapshot',
};

async function preparerPtin(app: FastifyInstance, userId: number): Promise<string | null> {
  const [p] = await app.db
    .select({ ptin: preparerProfiles.ptin })
    .from(preparerProfiles)
    .where(eq(preparerProfiles.userId, userId))
    .limit(1);
  return p?.ptin ? `P${p.ptin}` : null;
}

const today = () => new Date().toISOString().slice(0, 10);

export async function signSection(
  app: FastifyInstance,
  u: SessionUser,
  body: SignatureInput,
  ret: LoadedReturn,
  items: ItemRow[],
  section: SignatureSection,
  figures: Record<string, string>,
) {
  const byPreparer = u.id !== ret.userId;
  const sig = buildSignature(body, {
    joint: isJoint(ret.data),
    actorId: u.id,
    preparerPtin: byPreparer ? await preparerPtin(app, u.id) : null,
    byPreparer,
    version: ret.version,
    items: itemsDigest(items),
    today: today(),
  });
  const snapshot = { at: new Date().toISOString(), figures };
  // Only the signature and its snapshot are written, and the answers' version stays: signing the
  // federal return does not leave the California signature stale, nor the other way round. A write
  // between the read and this one moved the version, so this signature is stale at once (safe).
  const sealed = sealReturnData(app.cipher, { [section]: sig } as ReturnData) as Record<string, unknown>;
  const patch = JSON.stringify({ [section]: sealed[section], [SNAPSHOT[section]]: snapshot });
  await app.db
    .update(form1040s)
    .set({ data: sql`${form1040s.data} || ${patch}::jsonb`, updatedAt: new Date() })
    .where(eq(form1040s.id, ret.id));
  if (u.id !== ret.userId) await audit(app, u, 'form1040.sign', `form1040:${ret.id}`, { section });
  const next: ReturnData = { ...ret.data, [section]: sig, [SNAPSHOT[section]]: snapshot };
  return {
    message: SIGN_MSG.signed,
    signature: signatureView(sig, { version: ret.version, data: next }, items),
  };
}
