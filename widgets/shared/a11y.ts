/**
 * The error wiring every widget shares: RJSF's FieldErrorTemplate renders the messages with the id
 * `${id}__error` (errorId in @rjsf/utils), so an input with errors points at it.
 */
export interface ErrorAttributes {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The id RJSF gives a field's error list. */
export function errorIdFor(id: string): string {
  return `${id}__error`;
}

/** aria-invalid and aria-describedby for an input whose field has errors; nothing otherwise. */
export function errorAttributes(id: string, rawErrors: readonly string[] | undefined): ErrorAttributes {
  if (!rawErrors || rawErrors.length === 0) return {};
  return { 'aria-invalid': true, 'aria-describedby': errorIdFor(id) };
}

/**
 * For a field made of several controls: true when focus leaves the whole field, not when it moves
 * between its own input and buttons. Reporting blur only then keeps a message from appearing (and
 * moving the button) between pressing and releasing the field's own button.
 */
export function focusLeaves(event: { currentTarget: Element; relatedTarget: EventTarget | null }): boolean {
  return !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));
}
