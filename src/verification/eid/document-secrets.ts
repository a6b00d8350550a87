/**
 * Publication's part in keeping eID client secrets out of storage: every built-in
 * `provider_electronic_id` node's plain `clientSecret` is replaced by its sealed form before the
 * document is stored or compiled, and a secret that arrives already sealed (a document downloaded
 * and uploaded again) must open with this server's keys for that issuer and client id, so a copied
 * or stale one fails at publish rather than when a person comes back from the provider.
 */
import type { DocumentIssue, FlowDocument } from '../../flows/document/types.js';
import { sealClientSecret, secretAssociatedData, type SealingBox } from './secrets.js';

export type SealedDocument = { ok: true; document: FlowDocument } | { ok: false; errors: DocumentIssue[] };

export function sealDocumentSecrets(doc: FlowDocument, box: SealingBox): SealedDocument {
  const errors: DocumentIssue[] = [];
  const nodes = doc.nodes.map((node, i) => {
    if (node.type !== 'provider_electronic_id' || node.config?.provider !== 'builtin') return node;
    const { config } = node;
    const { issuer, clientId, clientSecret } = config;
    // The validator ran before: a builtin node has its issuer and client id.
    if (issuer === undefined || clientId === undefined || clientSecret === undefined) return node;
    if (typeof clientSecret !== 'string') {
      try {
        box.open(clientSecret.sealed, secretAssociatedData({ issuer, clientId }));
      } catch {
        errors.push({
          code: 'client_secret_unreadable',
          path: `/nodes/${i}/config/clientSecret`,
          nodeId: node.id,
          field: 'clientSecret',
          message:
            'the sealed client secret does not open with this server’s keys for this issuer and client id: paste the secret again',
        });
      }
      return node;
    }
    const sealed = sealClientSecret({ ...config, issuer, clientId }, box);
    return { ...node, config: { ...config, clientSecret: sealed.clientSecret } };
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, document: { ...doc, nodes } };
}
