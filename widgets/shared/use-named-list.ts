import { useEffect, useState } from 'react';
import type { FormServices } from '#domain/form-services.ts';
import type { ListOption } from '#domain/contract/lookups.ts';

export interface NamedList {
  options: ListOption[];
  loading: boolean;
}

/**
 * A named reference list: the cached options at once, otherwise loaded through the services.
 * A failed load is only logged (SPEC.md 8) and leaves the list empty.
 */
export function useNamedList(services: FormServices | undefined, name: string | undefined): NamedList {
  const cached = name && services ? services.cachedList(name) : undefined;
  const [loaded, setLoaded] = useState<{ name: string; options: ListOption[] } | undefined>(undefined);

  useEffect(() => {
    if (!name || !services || cached) return;
    let current = true;
    services
      .loadList(name)
      .then((options) => {
        if (current) setLoaded({ name, options });
      })
      .catch((error: unknown) => {
        console.warn(`List "${name}" could not be loaded`, error);
        if (current) setLoaded({ name, options: [] });
      });
    return () => {
      current = false;
    };
  }, [name, services, cached]);

  if (!name) return { options: [], loading: false };
  if (cached) return { options: cached, loading: false };
  if (loaded?.name === name) return { options: loaded.options, loading: false };
  return { options: [], loading: Boolean(services) };
}
