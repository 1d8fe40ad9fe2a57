/**
 * The résumé file waiting for the delivery saga. A File is not serializable, so it never travels in an action or
 * the store: the dialog stages it here and the action carries the ticket; the saga claims it once. Only one résumé
 * is ever on its way (one attachment), so staging another drops any unclaimed one.
 */
const staged = new Map<string, File>();
let issued = 0;

export function stageResume(file: File): string {
  issued += 1;
  const ticket = `resume-${issued}`;
  staged.clear();
  staged.set(ticket, file);
  return ticket;
}

export function claimResume(ticket: string): File | null {
  const file = staged.get(ticket) ?? null;
  staged.delete(ticket);
  return file;
}
