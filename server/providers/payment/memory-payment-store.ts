import { ACTIONABLE_STATUSES, type PaymentRecord, type PaymentStore } from './payment-types';

/**
 * A payment store in memory, with the same rules as the SQLite one (for unit tests and demos; it
 * does not survive a restart or span servers). Records are copied in and out, so callers cannot
 * change what is stored.
 */
export function memoryPaymentStore(): PaymentStore {
  // Insertion order is start order, which latestFor relies on.
  const rows = new Map<string, PaymentRecord>();
  const copy = (p: PaymentRecord | undefined): PaymentRecord | null => (p ? { ...p } : null);
  const ofProposal = (uuid: string) => [...rows.values()].filter((p) => p.proposal_uuid === uuid);
  const captured = (uuid: string) => ofProposal(uuid).find((p) => p.status === 'captured');

  return {
    async openPayment(candidate) {
      const paid = captured(candidate.proposal_uuid);
      if (paid) return { ...paid };
      const live = ofProposal(candidate.proposal_uuid).filter((p) => ACTIONABLE_STATUSES.includes(p.status));
      const same = live.find((p) => p.amount_pence === candidate.amount_pence);
      if (same) return { ...same };
      for (const p of live)
        rows.set(p.payment_id, { ...p, status: 'cancelled', updated_at: candidate.created_at });
      rows.set(candidate.payment_id, { ...candidate });
      return { ...candidate };
    },
    async get(payment_id) {
      return copy(rows.get(payment_id));
    },
    async transition(payment_id, from, change) {
      const p = rows.get(payment_id);
      if (!p || !from.includes(p.status)) return false;
      if (change.status === 'captured' && captured(p.proposal_uuid)) return false;
      rows.set(payment_id, {
        ...p,
        status: change.status,
        brand: change.brand ?? p.brand,
        last4: change.last4 ?? p.last4,
        updated_at: change.at,
        captured_at: change.status === 'captured' ? change.at : p.captured_at,
      });
      return true;
    },
    async capturedFor(proposal_uuid) {
      return copy(captured(proposal_uuid));
    },
    async cancelOpen(proposal_uuid, at) {
      for (const p of ofProposal(proposal_uuid))
        if (ACTIONABLE_STATUSES.includes(p.status))
          rows.set(p.payment_id, { ...p, status: 'cancelled', updated_at: at });
    },
    async latestFor(proposal_uuid) {
      return copy(
        ofProposal(proposal_uuid)
          .filter((p) => p.status !== 'cancelled')
          .at(-1),
      );
    },
  };
}
