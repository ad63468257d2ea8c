import { useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { ListOption } from '../../domain/form-services';

let cached: Promise<Record<string, ListOption[]>> | null = null;

/** The reference lists (for showing a code's name: COMP is "Comprehensive"), loaded once per page. */
export function useReferenceLists(): Record<string, ListOption[]> {
  const api = useApi();
  const [lists, setLists] = useState<Record<string, ListOption[]>>({});
  useEffect(() => {
    cached ??= api
      .get<Record<string, ListOption[]>>('/json/lists/initial', { quiet: true })
      .catch((error) => {
        console.warn('Reference lists could not be loaded', error);
        cached = null;
        return {};
      });
    let live = true;
    void cached.then((loaded) => live && setLists(loaded));
    return () => {
      live = false;
    };
  }, [api]);
  return lists;
}

/** The display name of a code in a list, or the code itself while lists load; 'Unknown' when empty. */
export function nameOf(lists: Record<string, ListOption[]>, list: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return 'Unknown';
  return lists[list]?.find((o) => o.value === String(value))?.name ?? String(value);
}
