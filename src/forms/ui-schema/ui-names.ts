/** Every ui:widget and ui:field named anywhere in a UI schema, with where (for the registry checks). */
export function namesUsed(ui: unknown, at = ''): { kind: 'widget' | 'field'; name: string; at: string }[] {
  if (!ui || typeof ui !== 'object') return [];
  return Object.entries(ui).flatMap(([key, value]) => {
    if (key === 'ui:widget' && typeof value === 'string')
      return [{ kind: 'widget' as const, name: value, at }];
    if (key === 'ui:field' && typeof value === 'string') return [{ kind: 'field' as const, name: value, at }];
    return namesUsed(value, at ? `${at}.${key}` : key);
  });
}
