/**
 * R pressed while a conversation is still loading (or its message field is locked until the customer
 * is taken): the field takes the focus as soon as that conversation can be answered.
 * Keyed by the conversation, so a wish for one conversation never moves the focus in another.
 */
let pending: string | null = null;

export const replyIntent = {
  request(opportunityId: string) {
    pending = opportunityId;
  },
  /** True once for the conversation that was asked for. */
  take(opportunityId: string): boolean {
    if (pending !== opportunityId) return false;
    pending = null;
    return true;
  },
  clear() {
    pending = null;
  },
};

/** The message field of this conversation, when it is on screen and can be typed into. */
export function composerField(opportunityId: string): HTMLTextAreaElement | null {
  const area = document.getElementById('composer');
  if (area?.dataset.opportunity !== opportunityId) return null;
  const field = area.querySelector('textarea');
  return field && !field.disabled ? field : null;
}
